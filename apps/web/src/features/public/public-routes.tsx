import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '@/app/lazy-component.ts';
import { AppointSortPage } from './portal/appoint-sort-page.tsx';
import { CreditPublicPage } from './portal/credit-public-page.tsx';
import { EnterpriseLevelPage } from './portal/enterprise-level-page.tsx';
import { RankingPage } from './portal/ranking-page.tsx';
import { RecordDetailPage } from './portal/record-detail-page.tsx';
import { RegisterPublicityPage } from './portal/register-publicity-page.tsx';
import { RelevantPolicyPage } from './portal/relevant-policy-page.tsx';
import { SelfCheckPage } from './portal/self-check-page.tsx';
import { PublicPage } from './public-page.tsx';
import { CertificateVerifyPage } from './certificate-verify-page.tsx';
import {
  CERTIFICATE_VERIFY,
  PUBLICITY_HOME,
  PUBLICITY_LISTS,
  RECORD_DETAIL,
  REGISTER_PUBLICITY,
  SELF_CHECK,
  type PublicSection,
} from './public-sections.ts';
import { PublicityHome } from './publicity-home.tsx';

/** Shown to Internet Explorer 6–9 (spec §2); index.html writes the same words for browsers that never run the app. */
const BROWSER_NOT_SUPPORTED = '您的浏览器版本过低，请使用 Chrome、Edge、Firefox 或 360 极速模式访问本平台。';

/** What each public page draws under its title. */
const PAGE_CONTENT: Record<string, ComponentType> = {
  [PUBLICITY_HOME.path]: PublicityHome,
  '/publicSystem': RankingPage,
  '/creditPublic': CreditPublicPage,
  '/enterpriseLevel': EnterpriseLevelPage,
  '/appointSort': AppointSortPage,
  '/relevantPolicy': RelevantPolicyPage,
  [REGISTER_PUBLICITY.path]: RegisterPublicityPage,
  [RECORD_DETAIL.path]: RecordDetailPage,
  [SELF_CHECK.path]: SelfCheckPage,
};

/** A public page: its card with the page's one h1 and summary, then its content. */
function publicPage(section: PublicSection): RouteObject {
  const Content = PAGE_CONTENT[section.path];
  if (!Content) throw new Error(`no content for the public page ${section.path}`);
  return {
    path: section.path,
    element: (
      <PublicPage title={section.title} summary={section.summary}>
        <Content />
      </PublicPage>
    ),
  };
}

/** Spec §2 public routes drawn without antd (without /login and /error, which their own features own). */
export const publicRoutes: RouteObject[] = [
  ...[PUBLICITY_HOME, ...PUBLICITY_LISTS, REGISTER_PUBLICITY, RECORD_DETAIL, SELF_CHECK].map(publicPage),
  { path: CERTIFICATE_VERIFY.path, element: <CertificateVerifyPage /> },
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
