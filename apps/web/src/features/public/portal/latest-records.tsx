import { CREDIT_TYPE, labelOf } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LOAD_FAILED } from './public-list.tsx';
import { publicity, publicityKeys, recordDetailPath } from './publicity-api.ts';

const LATEST = 5;

/** The latest published records of one credit type, each opening its public detail. */
function LatestOfType({ creditType }: { creditType: 1 | 2 }) {
  const title = `最新${labelOf(CREDIT_TYPE, creditType)}信用记录`;
  const latest = useQuery({
    queryKey: publicityKeys.latest(creditType),
    queryFn: () => publicity.records({ creditType, pageIndex: 1, pageSize: LATEST }),
  });
  const titleId = `latest-${creditType}`;
  return (
    <section className="portal-latest" aria-labelledby={titleId}>
      <h3 id={titleId} className="portal-latest__title">
        {title}
        <Link className="portal-link portal-latest__more" to={`/creditPublic?creditType=${creditType}`}>
          更多
        </Link>
      </h3>
      {latest.isError && <p className="portal-error">{LOAD_FAILED}</p>}
      {latest.data?.pageData.length === 0 && <p className="portal-note">暂无数据</p>}
      <ul className="portal-results">
        {latest.data?.pageData.map((record) => (
          <li key={record.id}>
            <Link className="portal-link" to={recordDetailPath(record.id)}>
              {record.enterpriseName}：{record.behaviorContentName}
            </Link>
            <span className="portal-note">{record.actDeterminationDate}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The portal's latest good and bad records side by side (one column on a phone). */
export function LatestRecords() {
  return (
    <section className="portal-section" aria-labelledby="latest-title">
      <h2 id="latest-title" className="portal-section__title">
        最新信用记录
      </h2>
      <div className="portal-columns">
        <LatestOfType creditType={1} />
        <LatestOfType creditType={2} />
      </div>
    </section>
  );
}
