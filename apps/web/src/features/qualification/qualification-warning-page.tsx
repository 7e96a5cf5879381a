import { dictOptions, QUALIFICATION_LEVEL, QUALIFICATION_WARNING_NOTICE } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
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
  const columns: ListColumn<WarningRow>[] = [
    ...(showCity ? [{ title: '城市', dataIndex: 'Address', width: 100 }] : []),
    { title: '企业名称', dataIndex: 'EnterpriseName', ellipsis: true, width: 260 },
    { title: '资质等级', dataIndex: 'TitleRank', width: 130 },
    { title: '注册造价工程师实有人数', dataIndex: 'actualCount', width: 180, align: 'right' },
    { title: '要求人数', dataIndex: 'requiredCount', width: 100, align: 'right' },
    { title: '预警开始日期', dataIndex: 'warningStartDate', width: 130 },
    { title: '连续不足月数', dataIndex: 'shortMonths', width: 120, align: 'right' },
    {
      title: '状态',
      key: 'status',
      width: 110,
      status: true,
      exportable: false,
      render: (_: unknown, row) => <WarningStatus short deducted={row.deducted} />,
    },
    {
      title: '操作',
      key: 'operation',
      width: 80,
      exportable: false,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setPreviewing(row)} aria-label={`查看${row.EnterpriseName}`}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon message={QUALIFICATION_WARNING_NOTICE} />
      <WarningStatisticsCard statistics={statistics.data} />
      <ListPage<WarningRow>
        title="资质预警"
        rowKey="Id"
        columns={columns}
        filters={[
          { name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 },
          { name: 'item', label: '资质等级', type: 'select', options: dictOptions(QUALIFICATION_LEVEL) },
          { name: 'address', label: '所在地区', type: 'cascader', options: divisions.data ?? [] },
        ]}
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
