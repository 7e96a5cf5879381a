import { Link } from 'react-router';
import { PUBLICITY_LISTS } from './public-sections.ts';
import './publicity-home.css';

/** The publicity index: one card per public list. */
export function PublicityHome() {
  return (
    <ul className="publicity-home">
      {PUBLICITY_LISTS.map((section) => (
        <li key={section.path}>
          <Link to={section.path} className="publicity-home__card">
            <h2 className="publicity-home__title">{section.title}</h2>
            <span>{section.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
