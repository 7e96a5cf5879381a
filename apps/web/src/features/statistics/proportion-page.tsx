import { ChartGrid } from './records-chart-grid.tsx';
import { fetchProportions, PROPORTION_URL } from './records-api.ts';
import { StatisticsPage } from './statistics-page.tsx';

/**
 * dataBoard_Proportion (占比分析, docs/statistics-records.md): rings of the enterprises by credit and
 * qualification level and of the period's published records by kind, category and county; a
 * slice opens the list of what it counts.
 */
export function ProportionPage() {
  return (
    <StatisticsPage title="占比分析" url={PROPORTION_URL} fetch={fetchProportions}>
      {(answer) => <ChartGrid charts={answer.tables.map((table) => ({ table, kind: 'ring' }))} />}
    </StatisticsPage>
  );
}
