import type { StatTable } from '@credit/rules';
import { Card, Statistic } from 'antd';
import type { ChartKind } from '@/components/statistics/stat-table-options.ts';
import { ChartGrid, type GridChart } from './records-chart-grid.tsx';
import { fetchRecordsAnalysis, RECORDS_ANALYSIS_URL, type RecordsAnalysis } from './records-api.ts';
import { StatisticsPage } from './statistics-page.tsx';

/** How each table of the analysis is drawn, in the order the page shows them. */
const CHARTS: readonly { key: string; kind: ChartKind; height?: number }[] = [
  { key: 'categories', kind: 'ring' },
  { key: 'months', kind: 'lines' },
  { key: 'contents', kind: 'lying', height: 420 },
  { key: 'counties', kind: 'bars' },
  { key: 'units', kind: 'lying', height: 360 },
  { key: 'enterprises', kind: 'lying', height: 360 },
];

function AnalysisCharts({ answer, title }: { answer: RecordsAnalysis; title: string }) {
  const byKey = new Map<string, StatTable>(answer.tables.map((table) => [table.key, table]));
  return (
    <>
      <Card size="small">
        <Statistic title={`统计期间${title}记录`} value={answer.total} suffix="条" />
      </Card>
      <ChartGrid
        charts={CHARTS.flatMap(({ key, kind, height }): GridChart[] => {
          const table = byKey.get(key);
          return table ? [{ table, kind, height }] : [];
        })}
      />
    </>
  );
}

/**
 * 良好信用分析 / 不良信用分析 (docs/statistics-records.md): one page for either credit type — the
 * period's published records by category and content, month, county, identifying unit and
 * enterprise; every figure opens 信用行为记录 filtered to the records it counts.
 */
function RecordsAnalysisPage({ creditType }: { creditType: 1 | 2 }) {
  const title = creditType === 1 ? '良好' : '不良';
  return (
    <StatisticsPage
      title={`${title}信用分析`}
      url={RECORDS_ANALYSIS_URL}
      fetch={fetchRecordsAnalysis}
      fixedQuery={{ creditType }}
    >
      {(answer) => <AnalysisCharts answer={answer} title={title} />}
    </StatisticsPage>
  );
}

export const GoodAnalysisPage = () => <RecordsAnalysisPage creditType={1} />;
export const BadAnalysisPage = () => <RecordsAnalysisPage creditType={2} />;
