import { MSG } from '@credit/rules';
import { Button, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCommitLetterCheck } from '@/api/commit-letter.ts';
import { useCurrentUser } from '@/api/current-user.ts';
import { endSession, logout } from '@/api/session.ts';
import { getToken } from '@/api/token-store.ts';
import { SignInCallback } from '@/features/auth/sign-in-callback.tsx';
import { isSignInReturnPath, signInReturnFrom } from '@/features/auth/sign-in-callbacks.ts';
import { AppShell } from '../layout/app-shell.tsx';
import { isMenuRoute } from '../menu-routes.ts';

/** Without a session, a page that may be in someone's menus asks for login; any other address does not exist. */
function needsLogin(pathname: string): boolean {
  return pathname === '/' || isMenuRoute(pathname) || isSignInReturnPath(pathname);
}

const ACCOUNT_PAGE = '/accountInfo';

function MenuShell() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const withoutMenus = user.data?.menus.length === 0;

  useEffect(() => {
    if (withoutMenus) endSession(MSG.roleWithoutMenus, 0);
  }, [withoutMenus]);

  if (user.isPending) return <Spin size="large" fullscreen />;
  if (user.isError) {
    return (
      <Result
        status="error"
        title="无法获取用户信息"
        subTitle={user.error.message}
        extra={
          <Button type="primary" onClick={logout}>
            重新登录
          </Button>
        }
      />
    );
  }
  if (withoutMenus) return <Result status="warning" title={MSG.roleWithoutMenus} />;
  if (user.data.passwordMustChange && pathname !== ACCOUNT_PAGE) return <Navigate to={ACCOUNT_PAGE} replace />;
  const shell = (
    <AppShell user={user.data}>
      <Outlet context={user.data} />
    </AppShell>
  );
  return user.data.kind === 'enterprise' ? <CommitLetterGate>{shell}</CommitLetterGate> : shell;
}

/** An enterprise whose signed commitment letter is missing uploads it before anything else (spec §6). */
function CommitLetterGate({ children }: { children: ReactNode }) {
  const letter = useCommitLetterCheck();
  if (letter.isPending) return <Spin size="large" fullscreen />;
  if (letter.data === false) return <Navigate to="/register1" replace />;
  return children;
}

/** The parent of the menu pages (spec §2): sign-on returns, the session check, then the user's menus. */
export function ProtectedLayout() {
  const { pathname, search } = useLocation();
  const signInReturn = signInReturnFrom(pathname, search);
  if (signInReturn) return <SignInCallback {...signInReturn} />;
  if (!getToken()) return <Navigate to={needsLogin(pathname) ? '/login' : '/error'} replace />;
  return <MenuShell />;
}
