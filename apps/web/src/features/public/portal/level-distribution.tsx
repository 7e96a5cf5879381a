import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LOAD_FAILED } from './public-list.tsx';
import { publicity, publicityKeys } from './publicity-api.ts';

/** How many enterprises stand at each level, as bars drawn in CSS (no chart library on the portal). */
export function LevelDistribution() {
  const levels = useQuery({ queryKey: publicityKeys.levels, queryFn: publicity.levels });
  const largest = Math.max(1, ...(levels.data ?? []).map((level) => level.count));
  return (
    <section className="portal-section" aria-labelledby="levels-title">
      <h2 id="levels-title" className="portal-section__title">
        信用等级分布
      </h2>
      {levels.isError && <p className="portal-error">{LOAD_FAILED}</p>}
      <ul className="portal-bars">
        {levels.data?.map(({ level, count }) => (
          <li key={level}>
            <Link className="portal-link portal-bars__level" to={`/publicSystem?creditlevel=${level}`}>
              {level}
            </Link>
            <span className="portal-bars__bar" style={{ width: `${(count / largest) * 100}%` }} aria-hidden="true" />
            <span className="portal-bars__count">{count} 家</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
