import type { StatTable } from '@credit/rules';
import { Col, Row } from 'antd';
import { ChartCard } from '@/components/statistics/chart-card.tsx';
import type { ChartKind } from '@/components/statistics/stat-table-options.ts';

export interface GridChart {
  table: StatTable;
  kind: ChartKind;
  height?: number;
}

/** A statistics page's charts two to a row on a wide screen, one on a narrow one. */
export function ChartGrid({ charts }: { charts: readonly GridChart[] }) {
  return (
    <Row gutter={[16, 16]}>
      {charts.map(({ table, kind, height }) => (
        <Col key={table.key} xs={24} xl={12}>
          <ChartCard table={table} kind={kind} height={height} />
        </Col>
      ))}
    </Row>
  );
}
