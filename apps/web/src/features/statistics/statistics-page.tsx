import { PERIOD_FILTERS, type FilterSpec, type StatTable } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { ExportButton } from '@/components/export-button.tsx';
import { FilterForm } from '@/components/list-page/filter-form.tsx';
import { specFilters } from '@/components/list-page/spec-columns.tsx';
import type { FilterOption } from '@/components/list-page/types.ts';
import { useListState } from '@/components/list-page/use-list-state.ts';
import { useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
import { filterHeading } from './filter-heading.ts';
import { PrintButton, PrintHeading } from './print-heading.tsx';

/** What every statistics call answers: its tables and when their sums were counted. */
export interface StatisticsAnswer {
  tables: StatTable[];
  computedAt: string;
}

type Query = Record<string, string | number>;

interface StatisticsPageProps<A extends StatisticsAnswer> {
  title: string;
  /** The page's one call; with format=xlsx it answers the tables as a workbook. */
  url: string;
  fetch: (query: Query) => Promise<A>;
  /** The page's filters, the period and the enterprise type unless it says otherwise. */
  filters?: Record<string, FilterSpec>;
  filterOptions?: Partial<Record<string, FilterOption[]>>;
  /** Query fields the page always sends, not a filter the user sets (the desk of a desk's page). */
  fixedQuery?: Query;
  children: (answer: A) => ReactNode;
}

/**
 * A statistics page (docs/statistics.md): its filters in the URL, one call for every figure,
 * 打印 on A4 landscape with the filters in the heading, 导出Excel of every chart's table.
 */
export function StatisticsPage<A extends StatisticsAnswer>({
  title,
  url,
  fetch,
  filters = PERIOD_FILTERS,
  filterOptions,
  fixedQuery,
  children,
}: StatisticsPageProps<A>) {
  const types = useEnterpriseTypes();
  const fields = specFilters(
    { filters },
    {
      enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
      ...filterOptions,
    },
  );
  const state = useListState(fields);
  const { pageIndex: _index, pageSize: _size, ...filtered } = state.query;
  const query = { ...fixedQuery, ...filtered };
  const answer = useQuery({
    queryKey: ['statistics', url, fixedQuery, state.queryKey, state.reloadCount],
    queryFn: () => fetch(query),
  });
  const heading = filterHeading(fields, state.formValues);
  return (
    <Flex vertical gap={16} className="statistics-page">
      <PrintHeading title={title} filters={heading} />
      <Card className="statistics-toolbar" size="small">
        <Flex vertical gap={12}>
          {fields.length > 0 && (
            <FilterForm
              fields={fields}
              values={state.formValues}
              defaultValues={state.defaultFormValues}
              onSearch={state.search}
              onReset={state.reset}
            />
          )}
          <Space wrap>
            <PrintButton />
            <ExportButton url={url} fileTitle={title} filters={query} />
          </Space>
        </Flex>
      </Card>
      {answer.isError && <Alert type="error" showIcon message={`${title}加载失败，请稍后重试`} />}
      {answer.data ? (
        <>
          {children(answer.data)}
          <Typography.Text type="secondary">
            统计时间：{dayjs(answer.data.computedAt).format('YYYY-MM-DD HH:mm:ss')}
          </Typography.Text>
        </>
      ) : (
        !answer.isError && <Spin />
      )}
    </Flex>
  );
}
