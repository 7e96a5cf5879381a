import type { RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page.tsx';
import { ErrorPage } from '@/features/errors/error-page.tsx';
import { publicRoutes } from '@/features/public/public-routes.tsx';
import { MenuHome } from './guards/menu-home.tsx';
import { MenuPage } from './guards/menu-page.tsx';
import { ProtectedLayout } from './guards/protected-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';

/** The whole route table; the browser router and the tests' memory routers are built from it. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ path: '/login', element: <LoginPage /> }, ...publicRoutes],
  },
  { path: '/error', element: <ErrorPage /> },
  {
    path: '/',
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <MenuHome /> },
      { path: '*', element: <MenuPage /> },
    ],
  },
];
