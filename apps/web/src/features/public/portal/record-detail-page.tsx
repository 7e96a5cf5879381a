import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LOAD_FAILED } from './public-list.tsx';
import { publicity, publicityKeys } from './publicity-api.ts';
import { RecordFacts } from './record-facts.tsx';

/** enterpriseRecordDetail: one record's public detail (no personal data; attachments stay private). */
export function RecordDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const record = useQuery({
    queryKey: publicityKeys.record(id),
    queryFn: () => publicity.record(id),
    enabled: id !== '',
    retry: false,
  });
  if (!id)
    return (
      <p className="portal-note">
        请从
        <Link className="portal-link" to="/creditPublic">
          信用记录公示
        </Link>
        或
        <Link className="portal-link" to="/registerPublicity">
          信用登记公示
        </Link>
        中选择一条记录查看。
      </p>
    );
  if (record.isError)
    return (
      <p className="portal-error" role="alert">
        {record.error.message || LOAD_FAILED}
      </p>
    );
  return record.data ? <RecordFacts record={record.data} /> : <p className="portal-note">加载中…</p>;
}
