/** The built-in menu groups, in their order (system/builtin-menus.ts); a desk's `menu` names one. */
export const MENU_GROUPS = ['企业信息', '信用管理', '测评加分', '信用评价', '系统管理', '个人中心'] as const;

export type MenuGroupName = (typeof MENU_GROUPS)[number];
