import { useQuery } from '@tanstack/react-query';
import { call } from './call.ts';
import type { Reply } from './operation.ts';
import { getToken } from './token-store.ts';

/** One entry of the user's menus (spec §3 User info); a menu with sub-menus is a group. */
export interface MenuItem {
  menuName: string;
  menuIcon?: string | null;
  menuUrl: string;
  subMenus?: MenuItem[] | null;
}

export interface UserInfo {
  roleName: string;
  userName?: string;
  /** enterprise | manage | admin */
  kind?: string;
  /** A generated password not yet changed: only the account page is open. */
  passwordMustChange?: boolean;
  menus: MenuItem[];
}

/** GET /api/user answers in the legacy shape `{ success, roleName, menus }` (spec §7) plus who the user is. */
async function fetchCurrentUser(): Promise<UserInfo> {
  const answer: Partial<Reply<'/api/user', 'get'>> = await call('/api/user', 'get');
  return {
    roleName: answer.roleName ?? '',
    userName: answer.userName,
    kind: answer.kind,
    passwordMustChange: answer.passwordMustChange,
    menus: answer.menus ?? [],
  };
}

/**
 * The session a token belongs to (its `sid` claim), else the token itself: a silent renewal keeps
 * the session, a new sign-in starts another.
 */
function sessionKeyOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (claims && typeof claims === 'object' && 'sid' in claims && typeof claims.sid === 'string') return claims.sid;
  } catch {
    // Not a JWT: the token itself keys the session.
  }
  return token;
}

export const currentUserKeys = {
  /** Every session's user: reloaded after a change to the user's own role, menus or password. */
  all: ['current-user'] as const,
  session: (token: string | null) => [...currentUserKeys.all, sessionKeyOf(token)] as const,
};

/**
 * The signed-in user's role and menus, keyed by the session so a new sign-in never sees the last
 * user's menus while a token renewal does not reload the shell.
 */
export function useCurrentUser() {
  const token = getToken();
  return useQuery({
    queryKey: currentUserKeys.session(token),
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: Infinity,
  });
}
