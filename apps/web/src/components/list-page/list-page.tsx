import { Card, Flex, Space } from 'antd';
import { ExportButton } from '../export-button.tsx';
import { ColumnSettings } from './column-settings.tsx';
import { exportColumnKeys } from './export-columns.ts';
import { FilterForm } from './filter-form.tsx';
import { ListTable } from './list-table.tsx';
import { specColumns, specFilters } from './spec-columns.tsx';
import type { ListPageProps } from './types.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { useListState } from './use-list-state.ts';
import { usePageRows } from './use-page-rows.ts';

const DEFAULT_MAX_HEIGHT = 605;

/**
 * A list screen declared from its spec (the fields and filters the server reads too), the screen's
 * own cells and its actions: filter card, then table card with toolbar. 列设置 chooses and orders
 * the data columns (the user's choice is kept on the server); the export writes the columns shown,
 * in their order.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, fetchPage, rowKey, selectable = false, toolbar, exportConfig, maxHeight = DEFAULT_MAX_HEIGHT } = props;
  const columns = specColumns<T>(props.spec, props.renderers, props.actions);
  const filters = specFilters(props.spec, props.filterOptions);
  const list = useListState(filters);
  const page = usePageRows(fetchPage, list.queryKey, list.reloadCount);
  const { pageIndex, pageSize, ...filterQuery } = list.query;
  const withSelection = typeof selectable === 'function' ? selectable(list.query) : selectable;
  const shownColumns = useColumnChoice(props.spec, columns);

  const tools = (
    <Space wrap>
      {toolbar?.({
        selectedKeys: page.selectedKeys,
        selectedRows: page.selectedRows,
        query: list.query,
        reload: list.reload,
      })}
      {exportConfig && (
        <ExportButton {...exportConfig} filters={filterQuery} columns={exportColumnKeys(shownColumns.shown)} />
      )}
      {shownColumns.options.length > 1 && <ColumnSettings {...shownColumns} />}
    </Space>
  );

  return (
    <Flex vertical gap={16}>
      {filters.length > 0 && (
        <Card className="list-filters">
          <FilterForm
            fields={filters}
            values={list.formValues}
            defaultValues={list.defaultFormValues}
            onSearch={list.search}
            onReset={list.reset}
          />
        </Card>
      )}
      <Card title={title} extra={tools}>
        <ListTable<T>
          columns={shownColumns.shown}
          rows={page.rows}
          rowKey={rowKey}
          loading={page.loading}
          total={page.total}
          pageIndex={pageIndex}
          pageSize={pageSize}
          maxHeight={maxHeight}
          selection={withSelection ? { keys: page.selectedKeys, onChange: page.select } : undefined}
          onPageChange={list.changePage}
        />
      </Card>
    </Flex>
  );
}
