import { QUALIFICATION_WARNING_NOTICE, qualificationWarningListSpec, withoutFields } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { useDivisionOptions } from '@/features/enterprise/enterprise-api.ts';
import {
  fetchWarnings,
  fetchWarningStatistics,
  qualificationKeys,
  WARNING_LIST_URL,
  type WarningRow,
} from './qualification-api.ts';
import { EvaluateMonthButton } from './evaluate-month-button.tsx';
import { WarningPreviewDialog } from './warning-preview-dialog.tsx';
import { WarningStatisticsCard } from './warning-statistics.tsx';
import { WarningStatus } from './warning-status.tsx';

/** Screen 8 (dataBoard_warning): the notice, the statistics, the warning list and each enterprise's preview. */
export function QualificationWarningPage() {
  const [previewing, setPreviewing] = useState<WarningRow | null>(null);
  const statistics = useQuery({ queryKey: qualificationKeys.statistics, queryFn: fetchWarningStatistics });
  const divisions = useDivisionOptions();
  // A city-level desk sees one city only: its column says nothing there (docs/scoring.md).
  const showCity = statistics.data ? !statistics.data.isCity : false;
  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon message={QUALIFICATION_WARNING_NOTICE} />
      <WarningStatisticsCard statistics={statistics.data} />
      <ListPage<WarningRow>
        title="资质预警"
        rowKey="Id"
        spec={showCity ? qualificationWarningListSpec : withoutFields(qualificationWarningListSpec, ['Address'])}
        renderers={{ deducted: (_value, row) => <WarningStatus short deducted={row.deducted} /> }}
        actions={{
          width: 80,
          render: (row) => (
            <Button
              type="link"
              size="small"
              onClick={() => setPreviewing(row)}
              aria-label={`查看${row.EnterpriseName}`}
            >
              查看
            </Button>
          ),
        }}
        filterOptions={{ address: divisions.data ?? [] }}
        fetchPage={fetchWarnings}
        toolbar={({ reload }) =>
          statistics.data?.canEvaluate && (
            <EvaluateMonthButton
              onEvaluated={() => {
                reload();
                void statistics.refetch();
              }}
            />
          )
        }
        exportConfig={{ url: WARNING_LIST_URL, fileTitle: '资质预警' }}
      />
      <WarningPreviewDialog row={previewing} onClose={() => setPreviewing(null)} />
    </Flex>
  );
}
