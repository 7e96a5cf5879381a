import { Navigate } from 'react-router';
import { homePath } from '../menus.ts';
import { useSignedInUser } from './signed-in-user.ts';

/** `/` opens the user's first page (spec §2). */
export function MenuHome() {
  const { menus } = useSignedInUser();
  return <Navigate to={homePath(menus) ?? '/error'} replace />;
}
