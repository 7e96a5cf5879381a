import { Card, Col, Row, Statistic } from 'antd';
import type { ChartKind } from '@/components/statistics/stat-table-options.ts';
import { ChartGrid } from './records-chart-grid.tsx';
import { fetchStorage, STORAGE_URL, type Storage } from './records-api.ts';
import { StatisticsPage } from './statistics-page.tsx';

const CHARTS: Record<string, ChartKind> = {
  growth: 'bars',
  cumulative: 'lines',
  attachmentBytes: 'lines',
  fileTypes: 'ring',
};

function StorageTotals({ totals }: { totals: Storage['totals'] }) {
  const figures = [
    { title: '信用记录', value: totals.records, suffix: '条' },
    { title: '附件', value: totals.attachments, suffix: '个' },
    { title: '附件存储量', value: totals.attachmentMegabytes, suffix: 'MB', precision: 2 },
    { title: '企业', value: totals.enterprises, suffix: '家' },
    { title: '从业人员', value: totals.staff, suffix: '人' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic {...figure} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * dataBoard_storage (存储统计, docs/statistics-records.md): what the platform stores now and how it
 * grew over the last twelve months, to plan capacity; nothing to filter, nothing to open.
 */
export function StoragePage() {
  return (
    <StatisticsPage title="存储统计" url={STORAGE_URL} fetch={fetchStorage} filters={{}}>
      {(answer) => (
        <>
          <StorageTotals totals={answer.totals} />
          <ChartGrid charts={answer.tables.map((table) => ({ table, kind: CHARTS[table.key] ?? 'bars' }))} />
        </>
      )}
    </StatisticsPage>
  );
}
