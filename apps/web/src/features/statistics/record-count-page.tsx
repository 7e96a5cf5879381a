import { recordCountListSpec } from '@credit/rules';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/current-user.ts';
import { menuPages } from '@/app/menus.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { CellRenderer } from '@/components/list-page/spec-columns.tsx';
import { specFilters } from '@/components/list-page/spec-columns.tsx';
import { useListState } from '@/components/list-page/use-list-state.ts';
import { useDivisionOptions, useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
import { LINKED_COUNTS, recordCountLink } from './record-count-links.ts';
import { fetchRecordCounts, RECORD_COUNT_URL, type RecordCountRow } from './records-api.ts';

/**
 * creditRecordCount (信用记录统计, docs/statistics-records.md): each enterprise's published records
 * of the period by kind; a count opens that enterprise's records in 信用行为记录 where the list can
 * say which.
 */
export function RecordCountPage() {
  const types = useEnterpriseTypes();
  const divisions = useDivisionOptions();
  const user = useCurrentUser();
  const filterOptions = {
    enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
    area: divisions.data ?? [],
  };
  // The list's own state, read from the URL as ListPage reads it: the period a count was counted in.
  const { query } = useListState(specFilters(recordCountListSpec, filterOptions));
  const canOpen = useMemo(() => menuPages(user.data?.menus ?? []).has('behaviorRecord'), [user.data]);
  const renderers = Object.fromEntries(
    LINKED_COUNTS.map((count): [string, CellRenderer<RecordCountRow>] => [
      count,
      (value, row) => {
        const link = canOpen && Number(value) > 0 ? recordCountLink(row, count, query) : undefined;
        return link ? (
          <Link
            to={link}
            aria-label={`${row.enterpriseName} ${recordCountListSpec.fields[count].title} ${String(value)}条，查看记录`}
          >
            {String(value)}
          </Link>
        ) : (
          String(value)
        );
      },
    ]),
  );
  return (
    <ListPage<RecordCountRow>
      title="信用记录统计"
      rowKey="enterpriseId"
      spec={recordCountListSpec}
      renderers={renderers}
      filterOptions={filterOptions}
      fetchPage={fetchRecordCounts}
      exportConfig={{ url: RECORD_COUNT_URL, fileTitle: '信用记录统计' }}
    />
  );
}
