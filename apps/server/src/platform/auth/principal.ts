import { cutChars } from '@credit/rules';
import { PERMISSIONS } from './permissions.ts';

/** Who is calling: the signed-in user as the database knows them now, not as the token remembers. */
export interface Principal {
  userId: number;
  sessionId: string;
  kind: string;
  username: string;
  displayName: string;
  roleId: number;
  roleCode: string;
  roleName: string;
  enterpriseId: number | null;
  /** A generated password not yet changed: only the account page is open until it is. */
  passwordMustChange: boolean;
  permissions: ReadonlySet<string>;
}

/** Who a history entry names. */
export const operatorOf = (me: Principal, note = '') => ({
  userId: me.userId,
  name: cutChars(`${me.displayName}${note}`, 60),
});

/** A generated password not yet changed shuts every permission but the account page's (docs/identity.md). */
export const awaitsPasswordChange = (me: Principal, permission?: string): boolean =>
  me.passwordMustChange && permission !== PERMISSIONS.accountSelf;
