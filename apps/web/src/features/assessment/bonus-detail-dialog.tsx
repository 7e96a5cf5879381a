import { MSG } from '@credit/rules';
import { Flex, Modal, Statistic, Table, type TableColumnType } from 'antd';
import { EmptyNote } from '@/components/empty-note.tsx';
import type { AssessmentKind } from './assessment-kind.ts';
import type { TierCount } from './bonus-summary.ts';

/** A scored enterprise as a release lists it (spec §3 practiceAbility / recordPassRate). */
export interface ScoredEnterprise {
  enterpriseName: string;
  scoreValue?: number | null;
  identifiedLevelName?: string | null;
  averageScore?: number | null;
  levelDescription?: string | null;
  registerYear?: number | null;
  quarterDescription?: string | null;
}

const bonus = (value: number | null | undefined) => (typeof value === 'number' ? `+${value}` : '');

const COLUMNS: Record<AssessmentKind['key'], TableColumnType<ScoredEnterprise>[]> = {
  practiceAbility: [
    { title: '企业名称', dataIndex: 'enterpriseName' },
    { title: '认定等级', dataIndex: 'identifiedLevelName' },
    { title: '平均分', dataIndex: 'averageScore', align: 'right' },
    { title: '加分', dataIndex: 'scoreValue', align: 'right', render: bonus },
  ],
  passRate: [
    { title: '企业名称', dataIndex: 'enterpriseName' },
    { title: '等级', dataIndex: 'levelDescription' },
    { title: '年度', dataIndex: 'registerYear' },
    { title: '季度', dataIndex: 'quarterDescription' },
    { title: '加分', dataIndex: 'scoreValue', align: 'right', render: bonus },
  ],
};

export interface BonusDetailDialogProps {
  open: boolean;
  kind: AssessmentKind;
  counts: TierCount[];
  enterprises: ScoredEnterprise[];
  onClose: () => void;
}

/** 加分明细: how many enterprises earn each bonus tier, then the scored enterprises themselves. */
export function BonusDetailDialog({ open, kind, counts, enterprises, onClose }: BonusDetailDialogProps) {
  return (
    <Modal open={open} title="加分明细" footer={null} onCancel={onClose} width={820} destroyOnHidden>
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        {counts.map((tier) => (
          <Statistic key={tier.scoreValue} title={`加${tier.scoreValue}分`} value={tier.count} suffix="家" />
        ))}
      </Flex>
      <Table<ScoredEnterprise>
        size="small"
        rowKey={(row) => `${row.enterpriseName}:${row.registerYear ?? ''}:${row.quarterDescription ?? ''}`}
        columns={COLUMNS[kind.key]}
        dataSource={enterprises}
        pagination={{ pageSize: 10, showTotal: (total) => `共 ${total} 条`, hideOnSinglePage: true }}
        scroll={{ y: 420 }}
        locale={{ emptyText: <EmptyNote text={MSG.noData} /> }}
      />
    </Modal>
  );
}
