import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Spin, Table, Tag, Typography, type TableColumnType } from 'antd';
import { FieldTable } from '@/components/field-table.tsx';
import { useNarrowerThan } from '@/components/use-narrower-than.ts';
import { fetchExplanation, scoringKeys, type ScoreExplanation } from './scoring-api.ts';

type Part = ScoreExplanation['parts'][number];

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** An enterprise's score explanation (an enterprise user's own when no id is given), shared by the views that show it. */
export const useExplanation = (enterpriseId?: number) =>
  useQuery({ queryKey: scoringKeys.explanation(enterpriseId), queryFn: () => fetchExplanation(enterpriseId) });

/** An enterprise's dynamic credit score, point by point: the base and each record counted, adding up to the total. */
export function ScoreExplanationView({ enterpriseId }: { enterpriseId?: number }) {
  const explanation = useExplanation(enterpriseId);
  if (explanation.isError) return <Alert type="error" showIcon message="信用分加载失败，请稍后重试" />;
  if (!explanation.data) return <Spin />;
  return <ScoreExplanationTable data={explanation.data} />;
}

const item: TableColumnType<Part> = { title: '计分项目', dataIndex: 'label', ellipsis: true };
const rule: TableColumnType<Part> = { title: '计分规则', dataIndex: 'rule', ellipsis: true };
const points: TableColumnType<Part> = { title: '分值', dataIndex: 'points', width: 80, align: 'right', render: signed };
const WIDE_COLUMNS: TableColumnType<Part>[] = [
  item,
  { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
  { title: '信用类别', dataIndex: 'creditTypeDescription', width: 90 },
  rule,
  points,
];
/** Below 768 px the record's number and type give way, so the item, its rule and its 分值 share the width unscrolled. */
const NARROW_COLUMNS = [item, rule, points];

/** A score explanation already loaded: the figures, then each part with the rule that counted it. */
export function ScoreExplanationTable({ data }: { data: ScoreExplanation }) {
  const narrow = useNarrowerThan('md');
  const columns = narrow ? NARROW_COLUMNS : WIDE_COLUMNS;
  return (
    <>
      <FieldTable size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="企业名称">{data.enterpriseName}</Descriptions.Item>
        <Descriptions.Item label="计分日期">{data.date}</Descriptions.Item>
        <Descriptions.Item label="动态信用分">
          <Typography.Text strong>{data.score}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="综合信用等级">
          <Tag color="blue">{data.level}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="评价标准" span={2}>
          {data.standardName}
        </Descriptions.Item>
      </FieldTable>
      <Table<Part>
        style={{ marginTop: 16 }}
        size="small"
        rowKey={(part) => part.recordId ?? 'base'}
        pagination={false}
        scroll={narrow ? undefined : { x: 640 }}
        dataSource={data.parts}
        columns={columns}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length - 1}>
              合计
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {data.score}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
