import { MSG } from '@credit/rules';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '@/app/lazy-component.ts';
import { PublicPage } from './public-page.tsx';
import { CertificateVerifyPage } from './certificate-verify-page.tsx';
import {
  CERTIFICATE_VERIFY,
  PUBLICITY_DETAILS,
  PUBLICITY_HOME,
  PUBLICITY_LISTS,
  type PublicSection,
} from './public-sections.ts';
import { PublicityHome } from './publicity-home.tsx';

/** Shown to Internet Explorer 6–9 (spec §2); index.html writes the same words for browsers that never run the app. */
const BROWSER_NOT_SUPPORTED = '您的浏览器版本过低，请使用 Chrome、Edge、Firefox 或 360 极速模式访问本平台。';

/** A list whose rows the platform publishes later: its title, what it holds, and 暂无数据 until then. */
function publicityList(section: PublicSection): RouteObject {
  return {
    path: section.path,
    element: (
      <PublicPage title={section.title} summary={section.summary}>
        <p className="public-page__empty">{MSG.noData}</p>
      </PublicPage>
    ),
  };
}

/** Spec §2 public routes drawn without antd (without /login and /error, which their own features own). */
export const publicRoutes: RouteObject[] = [
  {
    path: PUBLICITY_HOME.path,
    element: (
      <PublicPage title={PUBLICITY_HOME.title} summary={PUBLICITY_HOME.summary}>
        <PublicityHome />
      </PublicPage>
    ),
  },
  ...PUBLICITY_LISTS.map(publicityList),
  ...PUBLICITY_DETAILS.map(publicityList),
  { path: CERTIFICATE_VERIFY.path, element: <CertificateVerifyPage /> },
  {
    path: '/test',
    element: (
      <PublicPage title="访问测试">
        <p>能看到本页面，说明您的浏览器可以正常访问本平台。</p>
      </PublicPage>
    ),
  },
  {
    path: '/notSupport',
    element: (
      <PublicPage title="浏览器版本过低">
        <p>{BROWSER_NOT_SUPPORTED}</p>
      </PublicPage>
    ),
  },
];

/** The public pages with forms (spec §2), drawn with antd inside the routes' antd frame. */
export const publicFormRoutes: RouteObject[] = [
  {
    path: '/register',
    lazy: lazyComponent(
      () => import('./registration-page.tsx'),
      (m) => m.RegistrationPage,
    ),
  },
  {
    path: '/register1',
    lazy: lazyComponent(
      () => import('./commitment-letter-page.tsx'),
      (m) => m.CommitmentLetterPage,
    ),
  },
];
