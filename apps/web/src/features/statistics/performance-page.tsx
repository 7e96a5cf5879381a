import { PERIOD_FILTERS } from '@credit/rules';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useCurrentUser } from '@/api/current-user.ts';
import { menuPages } from '@/app/menus.ts';
import { ChartCard, FiguresTable } from '@/components/statistics/chart-card.tsx';
import { fetchPerformance, PERFORMANCE_URL, type Performance } from './desk-statistics-api.ts';
import { StatisticsPage } from './statistics-page.tsx';

const FILTERS = { period: PERIOD_FILTERS.period };

function PerformanceFigures({ answer }: { answer: Performance }) {
  const user = useCurrentUser();
  const pages = useMemo(() => menuPages(user.data?.menus ?? []), [user.data]);
  const table = (key: string) => answer.tables.find((candidate) => candidate.key === key);
  const decisions = table('decisions');
  const days = table('days');
  const overdue = table('overdue');
  const desks = table('desks');
  return (
    <>
      {decisions && <ChartCard table={decisions} kind="lines" height={360} />}
      {days && <ChartCard table={days} kind="bars" />}
      {overdue && <ChartCard table={overdue} kind="bars" />}
      {desks && (
        <Card className="statistics-chart" title={desks.title}>
          <FiguresTable table={desks} pages={pages} />
        </Card>
      )}
    </>
  );
}

/**
 * dataBoard_Performance (办理效率, docs/statistics-desks.md): every review desk's decisions per month,
 * its working days to a decision and its open and overdue items; a desk's row opens its to-do list.
 */
export function PerformancePage() {
  return (
    <StatisticsPage title="办理效率" url={PERFORMANCE_URL} fetch={fetchPerformance} filters={FILTERS}>
      {(answer) => <PerformanceFigures answer={answer} />}
    </StatisticsPage>
  );
}
