import type { RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page.tsx';
import { publicFormRoutes, publicRoutes } from '@/features/public/public-routes.tsx';
import { MenuHome } from './guards/menu-home.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { lazyComponent } from './lazy-component.ts';
import { PageLoading } from './page-loading.tsx';

/** The parent of the pages drawn with antd, loaded with antd when the first of them opens. */
const antdFrame = {
  lazy: lazyComponent(
    () => import('./providers.tsx'),
    (m) => m.AntdFrame,
  ),
  HydrateFallback: PageLoading,
} satisfies RouteObject;

/**
 * The whole route table; the browser router and the tests' memory routers are built from it.
 * /login and the publicity pages are plain HTML and CSS in the first bundle; everything else
 * (the signed-in shell and its pages, the forms, the error page) comes with antd when needed.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    HydrateFallback: PageLoading,
    children: [
      { path: '/login', element: <LoginPage /> },
      ...publicRoutes,
      { ...antdFrame, children: publicFormRoutes },
    ],
  },
  {
    ...antdFrame,
    children: [
      {
        path: '/error',
        lazy: lazyComponent(
          () => import('@/features/errors/error-page.tsx'),
          (m) => m.ErrorPage,
        ),
      },
      {
        path: '/',
        lazy: lazyComponent(
          () => import('./guards/protected-layout.tsx'),
          (m) => m.ProtectedLayout,
        ),
        children: [
          { index: true, element: <MenuHome /> },
          {
            path: '*',
            lazy: lazyComponent(
              () => import('./guards/menu-page.tsx'),
              (m) => m.MenuPage,
            ),
          },
        ],
      },
    ],
  },
];
