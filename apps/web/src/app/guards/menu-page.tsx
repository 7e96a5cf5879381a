import { Spin } from 'antd';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { menuTrail } from '../menus.ts';
import { registeredPage } from '../route-registry.tsx';
import { UnderConstructionPage } from '../under-construction-page.tsx';
import { useSignedInUser } from './signed-in-user.ts';

/** The page of a menu url; an address outside the user's menus goes to /error (spec §2). */
export function MenuPage() {
  const { menus } = useSignedInUser();
  const { pathname } = useLocation();
  const page = menuTrail(menus, pathname).at(-1);
  if (!page) return <Navigate to="/error" replace />;
  const Page = registeredPage(page.menuUrl);
  if (!Page) return <UnderConstructionPage menuName={page.menuName} />;
  return (
    <Suspense fallback={<Spin />}>
      <Page />
    </Suspense>
  );
}
