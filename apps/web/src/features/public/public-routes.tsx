import { MSG } from '@credit/rules';
import { Empty, Typography } from 'antd';
import type { RouteObject } from 'react-router';
import { CommitmentLetterPage } from './commitment-letter-page.tsx';
import { PublicPage } from './public-page.tsx';
import { PUBLICITY_DETAILS, PUBLICITY_HOME, PUBLICITY_LISTS, type PublicSection } from './public-sections.ts';
import { PublicityHome } from './publicity-home.tsx';
import { RegistrationPage } from './registration-page.tsx';

/** Shown to Internet Explorer 6–9 (spec §2); index.html writes the same words for browsers that never run the app. */
const BROWSER_NOT_SUPPORTED = '您的浏览器版本过低，请使用 Chrome、Edge、Firefox 或 360 极速模式访问本平台。';

/** A list whose rows the platform publishes later: its title, what it holds, and 暂无数据 until then. */
function publicityList(section: PublicSection): RouteObject {
  return {
    path: section.path,
    element: (
      <PublicPage title={section.title} summary={section.summary}>
        <Empty description={MSG.noData} />
      </PublicPage>
    ),
  };
}

/** Spec §2 public routes (without /login and /error, which their own features own). */
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
  { path: '/register', element: <RegistrationPage /> },
  { path: '/register1', element: <CommitmentLetterPage /> },
  {
    path: '/test',
    element: (
      <PublicPage title="访问测试">
        <Typography.Paragraph>能看到本页面，说明您的浏览器可以正常访问本平台。</Typography.Paragraph>
      </PublicPage>
    ),
  },
  {
    path: '/notSupport',
    element: (
      <PublicPage title="浏览器版本过低">
        <Typography.Paragraph>{BROWSER_NOT_SUPPORTED}</Typography.Paragraph>
      </PublicPage>
    ),
  },
];
