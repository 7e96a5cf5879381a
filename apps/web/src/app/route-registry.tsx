import { DESKS } from '@credit/rules';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DESK_PAGES } from './desk-routes.tsx';
import type { MenuRoute } from './menu-routes.ts';

type MenuPageComponent = LazyExoticComponent<ComponentType>;

const credit = <K extends keyof typeof import('@/features/credit/credit-pages.tsx')>(name: K): MenuPageComponent =>
  lazy(() => import('@/features/credit/credit-pages.tsx').then((m) => ({ default: m[name] as ComponentType })));

const scoring = <K extends keyof typeof import('@/features/scoring/scoring-pages.tsx')>(name: K): MenuPageComponent =>
  lazy(() => import('@/features/scoring/scoring-pages.tsx').then((m) => ({ default: m[name] as ComponentType })));

/** The credit records' pages beside the desks' own (docs/desks.md): forms, detail pages, records. */
const creditPages: Partial<Record<MenuRoute, MenuPageComponent>> = {
  theMatters: credit('MattersPage'),
  enterPriseTable: credit('EnterpriseRecordsPage'),
  behaviorRecord: credit('BehaviorRecordPage'),
  goodCreditRepeal: credit('GoodCreditRepealPage'),
  badnessdata: credit('BadnessDataPage'),
  performanceRecall: credit('PerformanceRecallPage'),
  creditDeclareApply: credit('CreditDeclareApplyPage'),
  departmentCreditdeclare: credit('DepartmentCreditDeclarePage'),
  gardenCheck: credit('GardenCheckPage'),
  departmentCheck: credit('DepartmentCheckPage'),
  pdfOperation: credit('PdfPage'),
  pdfOperation2: credit('PdfPage'),
};

/**
 * The page behind each menu url, loaded when first opened, e.g.
 * `basicCredit: lazy(() => import('@/features/credit/basic-credit-page.tsx').then((m) => ({ default: m.BasicCreditPage })))`.
 * A menu url without an entry shows the 功能建设中 page.
 */
const routeRegistry: Partial<Record<MenuRoute, MenuPageComponent>> = {
  basicCredit: scoring('BasicCreditPage'),
  enterprisegrade: scoring('RankingPage'),
  enterpriseLevelLogged: scoring('EnterpriseLevelPage'),
  standardsMgt: scoring('StandardsPage'),
  dataBoard_warning: lazy(() =>
    import('@/features/qualification/qualification-warning-page.tsx').then((m) => ({
      default: m.QualificationWarningPage,
    })),
  ),
  dataBoard: lazy(() => import('@/features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage }))),
  reportForms: lazy(() => import('@/features/dashboard/report-page.tsx').then((m) => ({ default: m.ReportPage }))),
  dataBoard1: lazy(() =>
    import('@/features/dashboard/own-dashboard-page.tsx').then((m) => ({ default: m.OwnDashboardPage })),
  ),
  lookform: lazy(() => import('@/features/lookform/lookform-page.tsx').then((m) => ({ default: m.LookformPage }))),
  dataBoard_Performance: lazy(() =>
    import('@/features/statistics/performance-page.tsx').then((m) => ({ default: m.PerformancePage })),
  ),
  dataBoard_Proportion: lazy(() =>
    import('@/features/statistics/proportion-page.tsx').then((m) => ({ default: m.ProportionPage })),
  ),
  dataBoard_goodstatisticsAnalysis: lazy(() =>
    import('@/features/statistics/records-analysis-page.tsx').then((m) => ({ default: m.GoodAnalysisPage })),
  ),
  dataBoard_badstatisticsAnalysis: lazy(() =>
    import('@/features/statistics/records-analysis-page.tsx').then((m) => ({ default: m.BadAnalysisPage })),
  ),
  dataBoard_storage: lazy(() =>
    import('@/features/statistics/storage-page.tsx').then((m) => ({ default: m.StoragePage })),
  ),
  creditRecordCount: lazy(() =>
    import('@/features/statistics/record-count-page.tsx').then((m) => ({ default: m.RecordCountPage })),
  ),
  menuControl: lazy(() =>
    import('@/features/system/menu-control-page.tsx').then((m) => ({ default: m.MenuControlPage })),
  ),
  roleControl: lazy(() =>
    import('@/features/system/role-control-page.tsx').then((m) => ({ default: m.RoleControlPage })),
  ),
  userControl: lazy(() =>
    import('@/features/system/user-control-page.tsx').then((m) => ({ default: m.UserControlPage })),
  ),
  loginLog: lazy(() => import('@/features/system/login-log-page.tsx').then((m) => ({ default: m.LoginLogPage }))),
  operationLog: lazy(() =>
    import('@/features/system/operation-log-page.tsx').then((m) => ({ default: m.OperationLogPage })),
  ),
  accountInfo: lazy(() =>
    import('@/features/account/account-info-page.tsx').then((m) => ({ default: m.AccountInfoPage })),
  ),
  badnessColumn: lazy(() =>
    import('@/features/account/list-columns-page.tsx').then((m) => ({ default: m.ListColumnsPage })),
  ),
  'my-enterprise': lazy(() =>
    import('@/features/enterprise/my-enterprise-page.tsx').then((m) => ({ default: m.MyEnterprisePage })),
  ),
  enterpriseInquire: lazy(() =>
    import('@/features/enterprise/enterprise-inquire-page.tsx').then((m) => ({ default: m.EnterpriseInquirePage })),
  ),
  attachment: lazy(() =>
    import('@/features/enterprise/attachment-page.tsx').then((m) => ({ default: m.AttachmentPage })),
  ),
  corporateRegister: lazy(() =>
    import('@/features/enterprise/corporate-register-page.tsx').then((m) => ({ default: m.CorporateRegisterPage })),
  ),
  ...creditPages,
  // Every desk's screen, from the flow registry.
  ...DESK_PAGES,
  policyMgt: lazy(() =>
    import('@/features/policy/policy-management-page.tsx').then((m) => ({ default: m.PolicyManagementPage })),
  ),
  holiday: lazy(() => import('@/features/holiday/holiday-page.tsx').then((m) => ({ default: m.HolidayPage }))),
  mything: lazy(() => import('@/features/notification/messages-page.tsx').then((m) => ({ default: m.MessagesPage }))),
  shortMsg: lazy(() => import('@/features/notification/sms-pages.tsx').then((m) => ({ default: m.SmsTemplatePage }))),
  shortMsgRecord: lazy(() =>
    import('@/features/notification/sms-pages.tsx').then((m) => ({ default: m.SmsRecordPage })),
  ),
};

/** `<desk route>_emattersecharts`: one generic page, declared for every review desk's route (docs/statistics-desks.md). */
const deskStatisticsPage: MenuPageComponent = lazy(() =>
  import('@/features/statistics/desk-statistics-page.tsx').then((m) => ({ default: m.DeskStatisticsPage })),
);
const DESK_STATISTICS_PAGES = new Set(
  DESKS.filter((desk) => desk.kind === 'review').map((desk) => `${desk.route}_emattersecharts`),
);

export function registeredPage(menuUrl: string): MenuPageComponent | undefined {
  const pages: Partial<Record<string, MenuPageComponent>> = routeRegistry;
  const name = menuUrl.replace(/^\/+/, '');
  if (DESK_STATISTICS_PAGES.has(name)) return deskStatisticsPage;
  return Object.hasOwn(pages, name) ? pages[name] : undefined;
}
