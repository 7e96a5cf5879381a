import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_LEVEL_NAME } from '@credit/rules';
import { LOAD_FAILED } from './public-list.tsx';
import { enterpriseLevelPath, publicity, type PublicRecord } from './publicity-api.ts';

/** The record's public fields; a record about a single person hides the default level (spec §3). */
function RecordFacts({ record }: { record: PublicRecord }) {
  const facts: [string, string | number | null][] = [
    ['登记编号', record.registerNumber],
    ['信用类别', record.creditTypeDescription],
    ['行为主体', record.actorDescription],
    ['行为类别', record.behaviorCategoryName],
    ['行为内容', record.behaviorContentName],
    ['认定等级', record.identifiedLevelName === DEFAULT_LEVEL_NAME ? null : record.identifiedLevelName],
    ['分值', record.scoreValue],
    ['认定单位', record.identificationUnit],
    ['认定日期', record.actDeterminationDate],
    ['相关文号', record.relatedSymbol],
    ['行为内容描述', record.behaviorDescription],
    ['处理状态', record.processStatusDescription],
    ['公示截止', record.publicUntil],
  ];
  return (
    <dl className="portal-facts">
      <dt>企业名称</dt>
      <dd>
        <Link className="portal-link" to={enterpriseLevelPath(record.enterpriseId)}>
          {record.enterpriseName}
        </Link>
      </dd>
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
    </dl>
  );
}

/** enterpriseRecordDetail: one record's public detail (no personal data; attachments stay private). */
export function RecordDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const record = useQuery({
    queryKey: ['publicity', 'record', id],
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
