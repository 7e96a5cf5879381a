import { demoCreditCode } from '../db/seed/codes.ts';
import { DEMO_ENTERPRISES } from '../db/seed/demo-enterprises.ts';

export type ProviderKind = 'enterprise' | 'manage';

/** An account of a local sign-in provider and the claims its ID token carries. */
export interface DemoAccount {
  username: string;
  name: string;
  /** Enterprise accounts: the unified social credit code that links them to their enterprise. */
  socialCreditCode?: string;
  /** Management accounts: the desk (role code) they work at. */
  role?: string;
}

/** The demo accounts (README): qiye1/qiye2 are demo enterprises #1 and #2; the others are the five management desks. */
export const DEMO_ACCOUNTS: Record<ProviderKind, DemoAccount[]> = {
  enterprise: [0, 1].map((index) => ({
    username: `qiye${index + 1}`,
    name: DEMO_ENTERPRISES[index]?.name ?? '',
    socialCreditCode: demoCreditCode(index),
  })),
  manage: [
    { username: 'chushen', name: '初审员', role: 'firstReview' },
    { username: 'yuanqu', name: '园区审核员', role: 'park' },
    { username: 'bumen', name: '部门审核员', role: 'deptReview' },
    { username: 'lingdao', name: '部门领导', role: 'deptLeader' },
    { username: 'dengji', name: '部门登记员', role: 'deptRegister' },
  ],
};
