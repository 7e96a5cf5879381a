/** The child routes of spec §2 that users' menus can point at. */
// prettier-ignore
export const MENU_ROUTES = [
  'enterPriseTable', 'auditTable', 'gardenTable', 'departmentCheckTable', 'departmentLeader', 'departmentRegister',
  'pdfOperation', 'pdfOperation2', 'basicCredit', 'creditDeclare', 'corporateRegister', 'creditDeclareApply',
  'vocationalAssessment', 'vocationalAssessmentCheck', 'performanceRecall', 'recordsPassCheck', 'recordsPass',
  'biddingAgency', 'biddingAgency_a', 'creditDeclarepublish', 'creditDeclarepublishReview', 'gardencreditDeclare',
  'departmentCreditdeclare', 'departmetBadCreditRepeal', 'departmetBadCreditCheck', 'departmentCheck', 'gardenCheck',
  'creditRevokeAudit', 'creditRevokeEnterprise', 'goodCreditRepeal', 'badCreditRepeal', 'enterprisegrade',
  'badCreditAppeal', 'badCreditAppealCheck', 'badCreditAppealAccept', 'badCreditToDeptReview',
  'badCreditToGardenDeptReview', 'loginLog', 'attachment', 'accountInfo', 'standardsMgt', 'shortMsg',
  'shortMsgRecord', 'holiday', 'dataBoard', 'dataBoard1', 'reportForms', 'dataBoard_Proportion',
  'dataBoard_Performance', 'dataBoard_goodstatisticsAnalysis', 'dataBoard_badstatisticsAnalysis', 'dataBoard_storage',
  'dataBoard_warning', 'creditRecordCount', 'enterpriseInquire', 'my-enterprise', 'theMatters', 'badnessdata',
  'menuControl', 'userControl', 'roleControl', 'behaviorRecord', 'enterpriseLevelLogged', 'lookform',
  'badnessColumn', 'mything',
  // Not in spec §2: the administrators' screen behind /relevantPolicy's documents (docs/public-portal.md).
  'policyMgt',
  // Not in spec §2: the administrators' 操作日志 (docs/operation-log.md).
  'operationLog',
] as const;

export type MenuRoute = (typeof MENU_ROUTES)[number];

const menuRoutes = new Set<string>(MENU_ROUTES);
/** The statistics pages the specification names only by their ending. */
const STATISTICS_PAGE = /^[A-Za-z0-9_]+_emattersecharts$/;

/** Whether a menu url (without the leading slash) names a child route of spec §2. */
export const isMenuRouteName = (name: string): boolean => menuRoutes.has(name) || STATISTICS_PAGE.test(name);
