import { FLOW_PERMISSIONS } from '@credit/rules';

/**
 * Permission codes: a route declares one, menus and buttons carry the same codes, and the
 * guard refuses every request whose token does not hold it. `public` marks the few routes
 * anyone may call; a route that declares nothing cannot be registered at all.
 */
export const PERMISSIONS = {
  public: 'public',
  authenticated: 'authenticated',
  enterpriseInquire: 'enterprise:inquire',
  /** Reading one enterprise's profile, staff and history: its own user, or management through enterpriseInquire. */
  enterpriseRead: 'enterprise:read',
  /** Changing the own enterprise's profile, staff and introduction. */
  enterpriseSelf: 'enterprise:self',
  enterpriseAttachment: 'enterprise:attachment',
  accountSelf: 'account:self',
  systemMenu: 'system:menu',
  systemRole: 'system:role',
  systemUser: 'system:user',
  systemLoginLog: 'system:loginLog',
  /** The holiday calendar deadlines count working days by (holiday). */
  systemHoliday: 'system:holiday',
  /** SMS templates and the SMS record (shortMsg, shortMsgRecord). */
  systemSms: 'system:sms',
  /** standardsMgt: scoring standards, drafted, tried and published (docs/scoring.md). */
  systemStandards: 'system:standards',
  /** Policy documents of relevantPolicy: added, edited, published, withdrawn and ordered (policyMgt). */
  systemPolicy: 'system:policy',
  /** goodCreditRepeal: the department revokes a published good record found unfounded. */
  goodRepeal: 'goodRepeal:manage',
  /** enterprisegrade, enterpriseLevelLogged: the credit ranking (docs/scoring.md). */
  creditLevel: 'credit:level',
  /** dataBoard_warning: the qualification warnings (docs/scoring.md), management only. */
  qualificationWarning: 'qualification:warning',
  /** basicCredit: an enterprise's basic credit information (its own; management from the ranking). */
  creditBasic: 'credit:basic',
  /** dataBoard: the management dashboard's figures and charts (docs/dashboard.md). */
  dashboardView: 'dashboard:view',
  /** reportForms: the statistics report by county and its export (docs/dashboard.md). */
  reportView: 'report:view',
  /** dataBoard1: the dashboard of the viewer's own scope (an enterprise its standing, a park its enterprises). */
  dashboardOwn: 'dashboard:own',
  /** The statistics of records: proportions, good and bad analysis, creditRecordCount. */
  statisticsView: 'statistics:view',
  /** dataBoard_Performance: every desk's work per month. */
  statisticsPerformance: 'statistics:performance',
  /** dataBoard_storage: what the platform stores, for capacity planning. */
  statisticsStorage: 'statistics:storage',
  /** operationLog: who changed what, with the values before and after. */
  systemOperationLog: 'system:operationLog',
  // The desks of the review flows (docs/desks.md, appeals.md, repairs.md, bidding-feedback.md,
  // assessment.md): the codes of their workflow tables, named in the flow registry.
  ...FLOW_PERMISSIONS,
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
