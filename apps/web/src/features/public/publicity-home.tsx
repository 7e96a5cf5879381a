import { Link } from 'react-router';
import { EnterpriseSearch } from './portal/enterprise-search.tsx';
import { LatestRecords } from './portal/latest-records.tsx';
import { LevelDistribution } from './portal/level-distribution.tsx';
import { PORTAL_PAGES } from './public-sections.ts';
import './publicity-home.css';

/** mainPublicity: the search, the latest good and bad records, the level distribution and every public page. */
export function PublicityHome() {
  return (
    <>
      <EnterpriseSearch />
      <LatestRecords />
      <LevelDistribution />
      <section className="portal-section" aria-labelledby="pages-title">
        <h2 id="pages-title" className="portal-section__title">
          公示栏目
        </h2>
        <ul className="publicity-home">
          {PORTAL_PAGES.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="publicity-home__card">
                <h3 className="publicity-home__title">{section.title}</h3>
                <span>{section.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
