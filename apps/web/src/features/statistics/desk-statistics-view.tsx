import type { Desk } from '@credit/rules';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { ChartCard } from '@/components/statistics/chart-card.tsx';
import { DeskOldestCard } from './desk-oldest-card.tsx';
import { DESK_STATISTICS_URL, fetchDeskStatistics, type DeskStatistics } from './desk-statistics-api.ts';
import { StatisticsPage } from './statistics-page.tsx';

const NO_FILTERS = {};

function DeskFigures({ answer }: { answer: DeskStatistics }) {
  const table = (key: string) => answer.tables.find((candidate) => candidate.key === key);
  const flow = table('flow');
  const ages = table('ages');
  return (
    <>
      <Card size="small">
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Link to={`/${answer.desk.route}`}>
              <Statistic title="当前待办" value={answer.waiting} suffix="件" />
            </Link>
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="已超期" value={answer.overdue} suffix="件" />
          </Col>
          <Col xs={24} md={12}>
            <Typography.Text type="secondary">办理期限：{answer.deadline}</Typography.Text>
          </Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          {flow && <ChartCard table={flow} kind="bars" />}
        </Col>
        <Col xs={24} xl={10}>
          {ages && <ChartCard table={ages} kind="bars" />}
        </Col>
      </Row>
      <DeskOldestCard
        title={table('oldest')?.title ?? '等待最久的待办'}
        route={answer.desk.route}
        items={answer.oldest}
      />
    </>
  );
}

/**
 * One review desk's statistics (docs/statistics-desks.md): its received, decided and returned items
 * over the last twelve months, its open items by age and the ten that have waited longest.
 */
export function DeskStatisticsView({ desk }: { desk: Desk }) {
  const key = `${desk.flow}:${desk.key}`;
  return (
    <StatisticsPage
      title={`${desk.title}统计`}
      url={DESK_STATISTICS_URL}
      fetch={() => fetchDeskStatistics(key)}
      filters={NO_FILTERS}
      fixedQuery={{ desk: key }}
    >
      {(answer) => <DeskFigures answer={answer} />}
    </StatisticsPage>
  );
}
