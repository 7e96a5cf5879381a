import { deskRoutes, type Desk } from '../flows/desk.ts';
import { DESKS } from '../flows/flow-registry.ts';
import { EVERY_ROLE, MANAGEMENT_ROLES, type RoleCode } from '../flows/roles.ts';

/**
 * The built-in menus (spec §2 child routes) in their groups and order (docs/roles-and-menus.md).
 * A desk's screens name here only their menu's name, icon and what else the page reads: the
 * permissions and roles of a desk's menu come from the flow registry, so a desk added there is
 * a menu of its roles here. Every start adds what is missing to a running platform (the seed's
 * reconciliation), never undoing what the administrator changed in menuControl/roleControl.
 */
export interface MenuSeed {
  menuName: string;
  menuIcon: string;
  menuUrl?: string;
  permissions?: readonly string[];
  roles?: readonly RoleCode[];
  children?: readonly MenuSeed[];
}

const MENU_TREE: readonly MenuSeed[] = [
  {
    menuName: '企业信息',
    menuIcon: 'BankOutlined',
    children: [
      {
        menuName: '我的企业',
        menuIcon: 'HomeOutlined',
        menuUrl: 'my-enterprise',
        permissions: ['enterprise:self', 'enterprise:read'],
        roles: ['enterprise'],
      },
      {
        menuName: '企业附件',
        menuIcon: 'PaperClipOutlined',
        menuUrl: 'attachment',
        permissions: ['enterprise:attachment', 'enterprise:read'],
        roles: ['enterprise'],
      },
      {
        menuName: '企业注册信息',
        menuIcon: 'SolutionOutlined',
        menuUrl: 'corporateRegister',
        // Reads the registration (enterprise/single); its 重新提交承诺书 posts through /register1 (commitletter).
        permissions: ['enterprise:read', 'enterprise:self'],
        roles: ['enterprise'],
      },
      {
        menuName: '企业查询',
        menuIcon: 'SearchOutlined',
        menuUrl: 'enterpriseInquire',
        permissions: ['enterprise:inquire', 'enterprise:read'],
        roles: [...MANAGEMENT_ROLES],
      },
    ],
  },
  {
    menuName: '信用管理',
    menuIcon: 'SafetyCertificateOutlined',
    children: [
      {
        menuName: '待办事项',
        menuIcon: 'BellOutlined',
        menuUrl: 'theMatters',
        // Whoever works a desk: its open items are counted there.
        roles: [...new Set(DESKS.flatMap((desk) => desk.roles))],
      },
      {
        menuName: '信用记录',
        menuIcon: 'FileTextOutlined',
        menuUrl: 'enterPriseTable',
        permissions: ['enterprise:read'],
        roles: ['enterprise'],
      },
      {
        menuName: '信用申报',
        menuIcon: 'FormOutlined',
        menuUrl: 'creditDeclare',
      },
      {
        menuName: '新增信用申报',
        menuIcon: 'PlusCircleOutlined',
        menuUrl: 'creditDeclareApply',
      },
      {
        menuName: '信用行为记录',
        menuIcon: 'ProfileOutlined',
        menuUrl: 'behaviorRecord',
        permissions: ['enterprise:read'],
        roles: [...EVERY_ROLE],
      },
      {
        menuName: '基础信用',
        menuIcon: 'ProfileOutlined',
        menuUrl: 'basicCredit',
        permissions: ['credit:basic'],
        roles: ['enterprise'],
      },
      {
        menuName: '不良信用申诉',
        menuIcon: 'MessageOutlined',
        menuUrl: 'badCreditAppeal',
        permissions: ['enterprise:read'],
      },
      {
        menuName: '申诉受理',
        menuIcon: 'AuditOutlined',
        menuUrl: 'badCreditAppealAccept',
      },
      {
        menuName: '园区申诉审核',
        menuIcon: 'ApartmentOutlined',
        menuUrl: 'badCreditToGardenDeptReview',
      },
      {
        menuName: '申诉初审',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'badCreditAppealCheck',
      },
      {
        menuName: '申诉部门审核',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'badCreditToDeptReview',
      },
      {
        menuName: '信用撤销',
        menuIcon: 'RollbackOutlined',
        menuUrl: 'creditRevokeEnterprise',
        permissions: ['enterprise:read'],
      },
      {
        menuName: '信用修复',
        menuIcon: 'SafetyOutlined',
        menuUrl: 'badCreditRepeal',
        permissions: ['enterprise:read'],
      },
      {
        menuName: '良好信用撤销',
        menuIcon: 'RollbackOutlined',
        menuUrl: 'goodCreditRepeal',
        permissions: ['goodRepeal:manage'],
        roles: ['deptReview'],
      },
      {
        menuName: '信用修复初审',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'departmetBadCreditRepeal',
      },
      {
        menuName: '信用修复复审',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'departmetBadCreditCheck',
      },
      {
        menuName: '初审',
        menuIcon: 'AuditOutlined',
        menuUrl: 'auditTable',
      },
      {
        menuName: '园区审核',
        menuIcon: 'ApartmentOutlined',
        menuUrl: 'gardenTable',
      },
      {
        menuName: '园区审核详情',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'gardenCheck',
      },
      {
        menuName: '园区信用申报',
        menuIcon: 'FormOutlined',
        menuUrl: 'gardencreditDeclare',
        permissions: ['enterprise:inquire'],
      },
      {
        menuName: '部门审核',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'departmentCheckTable',
      },
      {
        menuName: '部门审核详情',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'departmentCheck',
      },
      {
        menuName: '良好信用发布审核',
        menuIcon: 'SafetyOutlined',
        menuUrl: 'creditDeclarepublishReview',
      },
      {
        menuName: '部门领导审核',
        menuIcon: 'CrownOutlined',
        menuUrl: 'departmentLeader',
      },
      {
        menuName: '不良信用登记',
        menuIcon: 'EditOutlined',
        menuUrl: 'departmentRegister',
        permissions: ['enterprise:inquire'],
      },
      {
        menuName: '新增不良信用登记',
        menuIcon: 'PlusCircleOutlined',
        menuUrl: 'departmentCreditdeclare',
        permissions: ['enterprise:inquire'],
      },
      {
        menuName: '良好信用发布',
        menuIcon: 'SendOutlined',
        menuUrl: 'creditDeclarepublish',
        permissions: ['enterprise:inquire'],
      },
      {
        menuName: '退回与撤回记录',
        menuIcon: 'RollbackOutlined',
        menuUrl: 'performanceRecall',
        roles: ['enterprise', 'park', 'deptRegister'],
      },
      {
        menuName: '不良信用数据',
        menuIcon: 'WarningOutlined',
        menuUrl: 'badnessdata',
        permissions: ['enterprise:inquire'],
        roles: [...MANAGEMENT_ROLES],
      },
      {
        menuName: '附件查看',
        menuIcon: 'FilePdfOutlined',
        menuUrl: 'pdfOperation',
        roles: ['enterprise'],
      },
      {
        menuName: '附件查看',
        menuIcon: 'FilePdfOutlined',
        menuUrl: 'pdfOperation2',
        roles: [...MANAGEMENT_ROLES],
      },
      {
        menuName: '招标代理业绩反馈',
        menuIcon: 'FileTextOutlined',
        menuUrl: 'biddingAgency',
      },
      {
        menuName: '业绩反馈审核',
        menuIcon: 'AuditOutlined',
        menuUrl: 'biddingAgency_a',
      },
      {
        menuName: '信用撤销审核',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'creditRevokeAudit',
      },
    ],
  },
  {
    menuName: '测评加分',
    menuIcon: 'TrophyOutlined',
    children: [
      {
        menuName: '执业能力加分',
        menuIcon: 'ImportOutlined',
        menuUrl: 'vocationalAssessment',
      },
      {
        menuName: '执业能力加分审核',
        menuIcon: 'CheckCircleOutlined',
        menuUrl: 'vocationalAssessmentCheck',
      },
      {
        menuName: '备案通过率加分',
        menuIcon: 'ImportOutlined',
        menuUrl: 'recordsPass',
      },
      {
        menuName: '备案通过率加分审核',
        menuIcon: 'CheckCircleOutlined',
        menuUrl: 'recordsPassCheck',
      },
    ],
  },
  {
    menuName: '信用评价',
    menuIcon: 'BarChartOutlined',
    children: [
      {
        menuName: '企业信用等级',
        menuIcon: 'StarOutlined',
        menuUrl: 'enterpriseLevelLogged',
        permissions: ['credit:level', 'credit:basic'],
        roles: [...EVERY_ROLE],
      },
      {
        menuName: '企业信用排名',
        menuIcon: 'TrophyOutlined',
        menuUrl: 'enterprisegrade',
        permissions: ['credit:level', 'credit:basic'],
        roles: [...MANAGEMENT_ROLES],
      },
      {
        menuName: '资质预警',
        menuIcon: 'WarningOutlined',
        menuUrl: 'dataBoard_warning',
        permissions: ['qualification:warning'],
        roles: [...MANAGEMENT_ROLES],
      },
      {
        menuName: '数据看板',
        menuIcon: 'DashboardOutlined',
        menuUrl: 'dataBoard',
        permissions: ['dashboard:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '统计报表',
        menuIcon: 'TableOutlined',
        menuUrl: 'reportForms',
        permissions: ['report:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '我的看板',
        menuIcon: 'DashboardOutlined',
        menuUrl: 'dataBoard1',
        permissions: ['dashboard:own'],
        // The desks and enterprises without the province's 数据看板 see their own scope.
        roles: ['enterprise', 'park', 'firstReview', 'deptRegister'],
      },
      {
        menuName: '占比分析',
        menuIcon: 'PieChartOutlined',
        menuUrl: 'dataBoard_Proportion',
        permissions: ['statistics:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '良好信用分析',
        menuIcon: 'RiseOutlined',
        menuUrl: 'dataBoard_goodstatisticsAnalysis',
        permissions: ['statistics:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '不良信用分析',
        menuIcon: 'FallOutlined',
        menuUrl: 'dataBoard_badstatisticsAnalysis',
        permissions: ['statistics:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '信用记录统计',
        menuIcon: 'OrderedListOutlined',
        menuUrl: 'creditRecordCount',
        permissions: ['statistics:view'],
        roles: ['superAdmin', 'deptLeader', 'deptReview'],
      },
      {
        menuName: '办理效率',
        menuIcon: 'FieldTimeOutlined',
        menuUrl: 'dataBoard_Performance',
        permissions: ['statistics:performance'],
        roles: ['superAdmin', 'deptLeader'],
      },
      {
        menuName: '存储统计',
        menuIcon: 'DatabaseOutlined',
        menuUrl: 'dataBoard_storage',
        permissions: ['statistics:storage'],
        roles: ['superAdmin'],
      },
    ],
  },
  {
    menuName: '系统管理',
    menuIcon: 'SettingOutlined',
    children: [
      {
        menuName: '菜单管理',
        menuIcon: 'MenuOutlined',
        menuUrl: 'menuControl',
        permissions: ['system:menu'],
        roles: ['superAdmin'],
      },
      {
        menuName: '角色管理',
        menuIcon: 'TeamOutlined',
        menuUrl: 'roleControl',
        permissions: ['system:role'],
        roles: ['superAdmin'],
      },
      {
        menuName: '用户管理',
        menuIcon: 'UserOutlined',
        menuUrl: 'userControl',
        permissions: ['system:user'],
        roles: ['superAdmin'],
      },
      {
        menuName: '登录日志',
        menuIcon: 'HistoryOutlined',
        menuUrl: 'loginLog',
        permissions: ['system:loginLog'],
        roles: ['superAdmin'],
      },
      {
        menuName: '评分标准',
        menuIcon: 'ControlOutlined',
        menuUrl: 'standardsMgt',
        permissions: ['system:standards'],
        roles: ['superAdmin'],
      },
      {
        menuName: '政策文件管理',
        menuIcon: 'FileTextOutlined',
        menuUrl: 'policyMgt',
        permissions: ['system:policy'],
        roles: ['superAdmin'],
      },
      {
        menuName: '短信模板',
        menuIcon: 'MailOutlined',
        menuUrl: 'shortMsg',
        permissions: ['system:sms'],
        roles: ['superAdmin'],
      },
      {
        menuName: '短信发送记录',
        menuIcon: 'MailOutlined',
        menuUrl: 'shortMsgRecord',
        permissions: ['system:sms'],
        roles: ['superAdmin'],
      },
      {
        menuName: '节假日',
        menuIcon: 'CalendarOutlined',
        menuUrl: 'holiday',
        permissions: ['system:holiday'],
        roles: ['superAdmin'],
      },
      {
        menuName: '操作日志',
        menuIcon: 'AuditOutlined',
        menuUrl: 'operationLog',
        permissions: ['system:operationLog'],
        roles: ['superAdmin'],
      },
    ],
  },
  {
    menuName: '个人中心',
    menuIcon: 'UserOutlined',
    // A group, not a top-level page: the landing page is the first leaf (spec §2), which should be the desk's work.
    children: [
      {
        menuName: '账号信息',
        menuIcon: 'IdcardOutlined',
        menuUrl: 'accountInfo',
        permissions: ['account:self'],
        roles: [...EVERY_ROLE],
      },
      {
        menuName: '我的消息',
        menuIcon: 'BellOutlined',
        menuUrl: 'mything',
        roles: [...EVERY_ROLE],
      },
      {
        menuName: '列表列设置',
        menuIcon: 'ColumnWidthOutlined',
        menuUrl: 'badnessColumn',
        roles: [...EVERY_ROLE],
      },
    ],
  },
];

const union = <T>(...lists: readonly (readonly T[] | undefined)[]): T[] => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

/** A menu with the permissions and roles of the desks working on its url added. */
function withDesks(menu: MenuSeed, desks: readonly Desk[]): MenuSeed {
  const url = menu.menuUrl;
  const working = url ? desks.filter((desk) => deskRoutes(desk).some((route) => route === url)) : [];
  return {
    ...menu,
    ...(url && {
      permissions: union(
        working.map((desk) => desk.permission),
        menu.permissions,
      ),
      roles: union(
        menu.roles,
        working.flatMap((desk) => desk.roles),
      ),
    }),
    ...(menu.children && { children: menu.children.map((child) => withDesks(child, desks)) }),
  };
}

const urlsOf = (menus: readonly MenuSeed[]): string[] =>
  menus.flatMap((menu) => [...(menu.menuUrl ? [menu.menuUrl] : []), ...urlsOf(menu.children ?? [])]);

/**
 * The menus of `tree` with the desks' permissions and roles on their screens, and a menu, last in
 * its group, for each desk route the tree does not name whose desk says where (`menu`).
 */
export function menusWithDesks(tree: readonly MenuSeed[], desks: readonly Desk[]): MenuSeed[] {
  const named = new Set(urlsOf(tree));
  const unnamed = desks.filter(
    (desk, index) => desk.menu && !named.has(desk.route) && desks.findIndex((d) => d.route === desk.route) === index,
  );
  return tree
    .map((group) =>
      group.children
        ? {
            ...group,
            children: [
              ...group.children,
              ...unnamed
                .filter((desk) => desk.menu?.group === group.menuName)
                .map((desk) => ({ menuName: desk.title, menuIcon: desk.menu?.icon ?? '', menuUrl: desk.route })),
            ],
          }
        : group,
    )
    .map((menu) => withDesks(menu, desks));
}

/** The built-in menu tree, each desk's screens carrying its permission and roles. */
export const BUILTIN_MENUS: readonly MenuSeed[] = menusWithDesks(MENU_TREE, DESKS);

/** The permission codes a role's built-in menus give it (what a signed-in user of that role holds). */
export function builtinRolePermissions(role: RoleCode): string[] {
  const codes = new Set<string>();
  const walk = (menus: readonly MenuSeed[]) => {
    for (const menu of menus) {
      if (menu.roles?.includes(role)) for (const code of menu.permissions ?? []) codes.add(code);
      walk(menu.children ?? []);
    }
  };
  walk(BUILTIN_MENUS);
  return [...codes];
}
