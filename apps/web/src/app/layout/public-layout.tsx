import { Link, NavLink, Outlet } from 'react-router';
import { PUBLICITY_HOME, PUBLICITY_LISTS } from '@/features/public/public-sections.ts';
import { PLATFORM_NAME, PlatformLogo } from './platform-logo.tsx';
import './public-layout.css';

const NAVIGATION = [
  ...[PUBLICITY_HOME, ...PUBLICITY_LISTS].map(({ path, title }) => ({ path, title })),
  { path: '/login', title: '登录' },
];

/** Light frame of the pages citizens open without signing in, phones included. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <Link to={PUBLICITY_HOME.path} className="public-layout__brand">
          <PlatformLogo />
          <span>{PLATFORM_NAME}</span>
        </Link>
        <nav className="public-layout__nav" aria-label="公示导航">
          {NAVIGATION.map(({ path, title }) => (
            <NavLink key={path} to={path}>
              {title}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="public-layout__content">
        <Outlet />
      </main>
    </div>
  );
}
