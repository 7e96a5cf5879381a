import { lookformLink } from '@credit/rules';
import { Alert, Card, Col, Flex, Row, Statistic, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { EnterpriseSummary } from './dashboard-api.ts';
import { SummaryCards } from './summary-cards.tsx';
import { ComputedAt } from './summary-charts.tsx';
import type { SummaryFigure } from './summary-figures.ts';

const DEADLINE_KINDS = { appealWindow: '申诉期截止', repairDue: '信用修复办理期限' } as const;

/** The enterprise's records in force (its own 信用行为记录) and the items returned to it. */
const standingFigures = (summary: EnterpriseSummary): SummaryFigure[] => [
  {
    key: 'good',
    title: '有效良好记录',
    value: summary.goodInForce,
    unit: '条',
    page: 'behaviorRecord',
    search: 'creditType=1',
    tone: 'good',
  },
  {
    key: 'bad',
    title: '有效不良记录',
    value: summary.badInForce,
    unit: '条',
    page: 'behaviorRecord',
    search: 'creditType=2',
    tone: 'bad',
  },
  ...summary.desks.map((desk) => ({
    key: `desk:${desk.key}`,
    title: desk.title,
    value: desk.count,
    unit: '件' as const,
    page: desk.route,
    tone: 'work' as const,
  })),
];

/** 我的看板 of an enterprise user: its standing, records in force, open requests, warning and deadlines. */
export function EnterpriseStanding({ summary }: { summary: EnterpriseSummary }) {
  const { standing, warning } = summary;
  return (
    <Flex vertical gap={16}>
      <Card title={summary.enterpriseName || '本企业'}>
        {standing ? (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title="动态信用分" value={standing.score} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="综合信用等级" value={standing.level} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="信用排名" value={standing.rank} prefix="第" suffix="名" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="评分日期" value={standing.computedOn} />
            </Col>
          </Row>
        ) : (
          <Alert type="info" showIcon message="本企业尚未评分，评分后显示信用分、等级与排名" />
        )}
      </Card>
      {warning && (
        <Alert
          type="warning"
          showIcon
          message={`资质预警（${warning.month}）：注册造价工程师实有${warning.actualCount}人，要求${warning.requiredCount}人，已连续不足${warning.shortMonths}个月`}
        />
      )}
      <SummaryCards figures={standingFigures(summary)} />
      <Card title="办理中的申请">
        <Table
          rowKey={(row) => `${row.flow}:${row.id}`}
          size="small"
          pagination={false}
          dataSource={summary.requests}
          locale={{ emptyText: '暂无数据' }}
          columns={[
            { title: '申请类别', dataIndex: 'kind' },
            { title: '登记编号 / 项目', dataIndex: 'subject' },
            { title: '申请日期', dataIndex: 'createdOn' },
            {
              title: '处理状态',
              dataIndex: 'stateLabel',
              render: (label: string) => <Tag color="processing">{label}</Tag>,
            },
            {
              title: '操作',
              key: 'view',
              render: (_, row) => <Link to={lookformLink(row.flow, row.id)}>查看</Link>,
            },
          ]}
        />
      </Card>
      <Card title="办理期限">
        <Table
          rowKey={(row) => `${row.kind}:${row.id}`}
          size="small"
          pagination={false}
          dataSource={summary.deadlines}
          locale={{ emptyText: '暂无数据' }}
          columns={[
            { title: '期限', dataIndex: 'kind', render: (kind: keyof typeof DEADLINE_KINDS) => DEADLINE_KINDS[kind] },
            { title: '登记编号', dataIndex: 'subject' },
            { title: '截止日期', dataIndex: 'due' },
            {
              title: '操作',
              key: 'view',
              render: (_, row) => <Link to={lookformLink(row.flow, row.id)}>查看</Link>,
            },
          ]}
        />
      </Card>
      <ComputedAt at={summary.computedAt} />
    </Flex>
  );
}
