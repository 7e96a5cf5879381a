import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Typography } from 'antd';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { fetchWhatIf, scoringKeys, type StandardRow, type WhatIf } from './scoring-api.ts';
import { StandardFigures } from './standard-figures.tsx';

/** The matrix of today's levels (rows) against the draft's (columns), counted over every enterprise. */
function LevelMatrix({ whatIf }: { whatIf: WhatIf }) {
  const count = (from: string, to: string) =>
    whatIf.matrix.find((cell) => cell.from === from && cell.to === to)?.count ?? 0;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="from"
      scroll={{ x: 480 }}
      dataSource={whatIf.fromLevels.map((from) => ({ from }))}
      columns={[
        { title: '现等级 \\ 新等级', dataIndex: 'from', width: 120 },
        ...whatIf.toLevels.map((to) => ({
          title: to,
          key: to,
          align: 'right' as const,
          render: (_: unknown, row: { from: string }) => {
            const n = count(row.from, to);
            return row.from === to || n === 0 ? n : <Typography.Text strong>{n}</Typography.Text>;
          },
        })),
      ]}
    />
  );
}

/** What a draft standard would do today, before it is published. */
export function WhatIfDialog({ standard, onClose }: { standard: StandardRow | null; onClose: () => void }) {
  const whatIf = useQuery({
    queryKey: scoringKeys.whatIf(standard?.id),
    queryFn: () => fetchWhatIf(standard?.id ?? 0),
    enabled: standard !== null,
  });
  return (
    <DialogWrapper open={standard !== null} title={`试算：${standard?.name ?? ''}`} width={860} onCancel={onClose}>
      {whatIf.isError && <Alert type="error" showIcon message="试算失败，请稍后重试" />}
      {!whatIf.data && !whatIf.isError && <Spin />}
      {whatIf.data && (
        <>
          <Typography.Paragraph>
            按该标准计算全部 {whatIf.data.total} 家企业，等级变化的有 {whatIf.data.changed} 家。
          </Typography.Paragraph>
          <LevelMatrix whatIf={whatIf.data} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            该标准的加分档次与人员要求
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            加分档次用于生效后导入的测评结果，人员要求用于生效后的月度评估，均不改变已有分值。
          </Typography.Paragraph>
          {standard && <StandardFigures standard={standard} />}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            变化最大的企业
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="enterpriseId"
            scroll={{ x: 640 }}
            dataSource={whatIf.data.movers}
            columns={[
              { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true },
              { title: '现分值', dataIndex: 'score', width: 90, align: 'right' },
              { title: '新分值', dataIndex: 'newScore', width: 90, align: 'right' },
              { title: '现等级', dataIndex: 'level', width: 80 },
              { title: '新等级', dataIndex: 'newLevel', width: 80 },
            ]}
          />
        </>
      )}
    </DialogWrapper>
  );
}
