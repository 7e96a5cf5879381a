import { DESKS, requestKindOf, type Desk } from '@credit/rules';
import type { MenuItem } from '@/api/current-user.ts';
import type { MenuRoute } from '@/app/menu-routes.ts';

/** The lists (keys of LIST_SPECS) each page behind a menu draws with ListPage. */
export const PAGE_LISTS: Partial<Record<MenuRoute, readonly string[]>> = {
  enterpriseInquire: ['enterprise', 'person'],
  'my-enterprise': ['person'],
  enterPriseTable: ['enterpriseRecord'],
  behaviorRecord: ['behaviorRecord'],
  badnessdata: ['creditRecord'],
  goodCreditRepeal: ['creditRecord'],
  performanceRecall: ['recalledRecord'],
  pdfOperation: ['recordAttachment'],
  pdfOperation2: ['recordAttachment'],
  dataBoard_warning: ['qualificationWarning'],
  enterprisegrade: ['managementRanking'],
  standardsMgt: ['standard'],
  policyMgt: ['policyAdmin'],
  holiday: ['holiday'],
  mything: ['notification'],
  shortMsg: ['smsTemplate'],
  shortMsgRecord: ['smsRecord'],
  userControl: ['user'],
  loginLog: ['loginLog'],
  operationLog: ['operationLog'],
  reportForms: ['countyReport'],
  creditRecordCount: ['recordCount'],
};

/** What tells a list apart from another list of the same page (企业查询's staff beside its enterprises). */
export const LIST_PARTS: Partial<Record<string, string>> = { person: '人员' };

type DeskList = (desk: Desk) => string;
const requestLists: Record<Desk['kind'], DeskList> = {
  review: (desk) => `requestDesk.${requestKindOf(desk.flow).key}`,
  author: (desk) => `ownRequest.${requestKindOf(desk.flow).key}`,
};

/** The list a desk's screen draws, by its flow and kind (the screens of app/desk-routes.tsx). */
export const DESK_LISTS: Record<string, Record<Desk['kind'], DeskList>> = {
  creditRecord: { review: () => 'deskRecord', author: () => 'creditRecord' },
  creditAppeal: { review: () => 'appealDesk', author: () => 'ownAppeal' },
  creditRevocation: requestLists,
  creditRepair: requestLists,
  biddingFeedback: { review: () => 'feedbackDesk', author: () => 'ownFeedback' },
  practiceAbilityRelease: { review: () => 'releaseReview', author: () => 'practiceAbility' },
  passRateRelease: { review: () => 'releaseReview', author: () => 'passRate' },
};

const listsOfRoute = (route: string): string[] => [
  ...(PAGE_LISTS[route as MenuRoute] ?? []),
  ...DESKS.filter((desk) => desk.route === route).flatMap((desk) => DESK_LISTS[desk.flow]?.[desk.kind](desk) ?? []),
];

const leaves = (menus: readonly MenuItem[]): MenuItem[] =>
  menus.flatMap((menu) => (menu.subMenus?.length ? leaves(menu.subMenus) : [menu]));

export interface OpenList {
  listKey: string;
  /** The menus whose pages draw it. */
  pages: string[];
}

/** The lists behind the user's menus, each once, with the menus that open it, in menu order. */
export function listsBehind(menus: readonly MenuItem[]): OpenList[] {
  const lists = new Map<string, string[]>();
  for (const menu of leaves(menus)) {
    for (const listKey of listsOfRoute(menu.menuUrl.replace(/^\/+/, ''))) {
      const pages = lists.get(listKey) ?? [];
      if (!pages.includes(menu.menuName)) pages.push(menu.menuName);
      lists.set(listKey, pages);
    }
  }
  return [...lists].map(([listKey, pages]) => ({ listKey, pages }));
}
