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
  /** Importing, deleting and publishing practice-ability results (vocationalAssessment). */
  practiceAbilityImport: 'practiceAbility:import',
  /** Reviewing practice-ability release applications (vocationalAssessmentCheck). */
  practiceAbilityReview: 'practiceAbility:review',
  passRateImport: 'passRate:import',
  passRateReview: 'passRate:review',
  /** The credit-record desks (docs/desks.md): the same codes as CREDIT_DESK_PERMISSIONS of the workflow table. */
  creditDeclare: 'credit:declare',
  creditParkDeclare: 'credit:parkDeclare',
  creditRegister: 'credit:register',
  creditFirstReview: 'credit:firstReview',
  creditParkReview: 'credit:parkReview',
  creditDeptReview: 'credit:deptReview',
  creditDeptLeader: 'credit:deptLeader',
  /** The appeal desks (docs/appeals.md): the same codes as APPEAL_DESK_PERMISSIONS of the workflow table. */
  appealSubmit: 'appeal:submit',
  appealAccept: 'appeal:accept',
  appealParkReview: 'appeal:parkReview',
  appealFirstReview: 'appeal:firstReview',
  appealDeptReview: 'appeal:deptReview',
  appealLeader: 'appeal:leader',
  /** Revocations and repairs (docs/repairs.md): REQUEST_DESK_PERMISSIONS of their workflow tables. */
  revokeSubmit: 'revoke:submit',
  revokeReview: 'revoke:review',
  repairSubmit: 'repair:submit',
  repairFirstReview: 'repair:firstReview',
  repairReview: 'repair:review',
  repairLeader: 'repair:leader',
  /** goodCreditRepeal: the department revokes a published good record found unfounded. */
  goodRepeal: 'goodRepeal:manage',
  /** enterprisegrade, enterpriseLevelLogged: the credit ranking (docs/scoring.md). */
  creditLevel: 'credit:level',
  /** dataBoard_warning: the qualification warnings (docs/scoring.md), management only. */
  qualificationWarning: 'qualification:warning',
  /** basicCredit: an enterprise's basic credit information (its own; management from the ranking). */
  creditBasic: 'credit:basic',
  /** Bidding-agency feedback (docs/bidding-feedback.md): FEEDBACK_DESK_PERMISSIONS of its workflow table. */
  feedbackSubmit: 'feedback:submit',
  feedbackReview: 'feedback:review',
  /** dataBoard: the management dashboard's figures and charts (docs/dashboard.md). */
  dashboardView: 'dashboard:view',
  /** reportForms: the statistics report by county and its export (docs/dashboard.md). */
  reportView: 'report:view',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
