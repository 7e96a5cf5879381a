import type { StatTable } from '@credit/rules';
import { Button, Card, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/current-user.ts';
import { menuPages } from '@/app/menus.ts';
import { ChartBox } from '@/components/charts/chart-box.tsx';
import { cellLink } from './stat-table-links.ts';
import { statTableOption, type ChartKind } from './stat-table-options.ts';
import './statistics.css';

interface ChartCardProps {
  table: StatTable;
  kind: ChartKind;
  height?: number;
}

/** The figures of `table` as a table: each cell opens its list where there is one (`pages`: the user's menu pages). */
export function FiguresTable({ table, pages }: { table: StatTable; pages: Set<string> }) {
  const columns = [
    { key: 'label', title: table.category, dataIndex: 'label' },
    ...table.series.map((series, seriesIndex) => ({
      key: series.key,
      title: `${series.title}（${series.unit}）`,
      align: 'right' as const,
      render: (_: unknown, row: StatTable['rows'][number], rowIndex: number) => {
        const value = row.values[seriesIndex] ?? 0;
        const link = cellLink(table, rowIndex, seriesIndex, pages);
        return link ? (
          <Link to={link} aria-label={`${row.label} ${series.title} ${value}${series.unit}，查看列表`}>
            {value}
          </Link>
        ) : (
          value
        );
      },
    })),
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={`${table.title}数据表`}
    />
  );
}

/**
 * One chart of a statistics page (docs/statistics.md): drawn from its table, a click on a bar or a
 * slice opening the list behind it, and the table itself under the chart — read by screen readers
 * while folded, shown with 数据表, printed with the chart.
 */
export function ChartCard({ table, kind, height = 320 }: ChartCardProps) {
  const [tableShown, setTableShown] = useState(false);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const pages = useMemo(() => menuPages(user.data?.menus ?? []), [user.data]);
  const option = useMemo(() => statTableOption(table, kind), [table, kind]);
  const empty = table.rows.every((row) => row.values.every((value) => value === 0));
  const open = (dataIndex: number, seriesIndex: number) => {
    // A lying chart draws its rows bottom up.
    const rowIndex = kind === 'lying' ? table.rows.length - 1 - dataIndex : dataIndex;
    const link = cellLink(table, rowIndex, kind === 'ring' ? 0 : seriesIndex, pages);
    if (link) void navigate(link);
  };
  return (
    <Card
      className="statistics-chart"
      title={table.title}
      extra={
        <Button type="link" size="small" aria-expanded={tableShown} onClick={() => setTableShown(!tableShown)}>
          {tableShown ? '收起数据表' : '数据表'}
        </Button>
      }
    >
      {empty ? (
        <Typography.Text type="secondary">暂无数据</Typography.Text>
      ) : (
        <ChartBox option={option} label={`${table.title}图`} height={height} onItemClick={open} />
      )}
      <div
        className={tableShown ? 'statistics-chart__table' : 'statistics-chart__table statistics-chart__table--folded'}
      >
        <FiguresTable table={table} pages={pages} />
      </div>
    </Card>
  );
}
