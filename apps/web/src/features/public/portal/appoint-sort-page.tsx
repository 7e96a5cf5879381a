import { APPOINT_SORT_MAX } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlainRemoteSelect } from '@/components/plain/plain-remote-select.tsx';
import { PlainTable } from '@/components/plain/plain-table.tsx';
import type { RemoteValue } from '@/components/remote-option-window.ts';
import { LOAD_FAILED } from './public-list.tsx';
import { publicity, publicityKeys } from './publicity-api.ts';
import { RANKED_COLUMNS } from './ranking-page.tsx';

const ENTERPRISES = {
  url: '/api/publicity/enterprises',
  pageSize: 10,
  labelKey: 'enterpriseName',
  valueKey: 'enterpriseId',
};

/** appointSort: the visitor picks enterprises; they are sorted by comprehensive credit score. The ids stay in the URL. */
export function AppointSortPage() {
  const [search, setSearch] = useSearchParams();
  const urlIds = search.get('ids') ?? '';
  // The choice answers each click at once (the URL follows as a navigation, which React may defer);
  // a URL changed from outside (back, forward) is taken over.
  const [picked, setPicked] = useState(urlIds);
  useEffect(() => setPicked(urlIds), [urlIds]);
  const ids = picked;
  const sorted = useQuery({
    queryKey: publicityKeys.appointSort(ids),
    queryFn: () => publicity.appointSort(ids),
    enabled: ids !== '',
  });
  // Names of the chosen enterprises: what the select showed, else (after a refresh) the sorted rows.
  const [names, setNames] = useState(new Map<RemoteValue, string>());
  const chosen = ids
    .split(',')
    .filter(Boolean)
    .map(Number)
    .map((id) => ({
      value: id,
      label: names.get(id) ?? sorted.data?.find((row) => row.Id === id)?.CompName ?? String(id),
    }));

  const choose = (next: { value: RemoteValue; label: string }[]) => {
    setNames(new Map([...names, ...next.map((item) => [item.value, item.label] as const)]));
    const nextIds = next.map((item) => item.value).join(',');
    setPicked(nextIds);
    setSearch(nextIds ? { ids: nextIds } : {});
  };

  return (
    <>
      <PlainRemoteSelect
        label="选择企业"
        source={ENTERPRISES}
        value={chosen}
        onChange={choose}
        max={APPOINT_SORT_MAX}
      />
      {ids ? (
        <PlainTable
          caption="综合信用分排序结果"
          columns={RANKED_COLUMNS}
          rows={sorted.data}
          rowKey={(row) => row.Id}
          loading={sorted.isFetching}
          error={sorted.isError ? LOAD_FAILED : undefined}
        />
      ) : (
        <p className="portal-note">
          请选择需要比较的企业（最多 {APPOINT_SORT_MAX} 家），结果按综合信用分从高到低排列。
        </p>
      )}
    </>
  );
}
