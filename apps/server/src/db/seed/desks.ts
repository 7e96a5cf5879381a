/**
 * The roles of the specification's desks and the menus each desk works with (spec §1, §2 child
 * routes). Each menu carries the permission codes its screen's API calls declare. Documented in
 * docs/roles-and-menus.md; the super administrator can change all of it in menuControl/roleControl.
 */
export const ROLES = [
  { code: 'enterprise', name: '企业' },
  { code: 'superAdmin', name: '超级管理员' },
  { code: 'firstReview', name: '初审' },
  { code: 'park', name: '园区' },
  { code: 'deptReview', name: '部门审核' },
  { code: 'deptLeader', name: '部门领导' },
  { code: 'deptRegister', name: '部门登记' },
  /** Management users signed in for the first time, until the administrator gives them a desk: no menus. */
  { code: 'unassigned', name: '未分配' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

const MANAGEMENT: RoleCode[] = ['superAdmin', 'firstReview', 'park', 'deptReview', 'deptLeader', 'deptRegister'];
const EVERYONE: RoleCode[] = ['enterprise', ...MANAGEMENT];

export interface MenuSeed {
  menuName: string;
  menuIcon: string;
  menuUrl?: string;
  permissions?: string[];
  roles?: RoleCode[];
  children?: MenuSeed[];
}

export const MENU_TREE: MenuSeed[] = [
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
        roles: MANAGEMENT,
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
        roles: ['enterprise', 'firstReview', 'park', 'deptReview', 'deptLeader', 'deptRegister'],
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
        permissions: ['credit:declare'],
        roles: ['enterprise'],
      },
      {
        menuName: '新增信用申报',
        menuIcon: 'PlusCircleOutlined',
        menuUrl: 'creditDeclareApply',
        permissions: ['credit:declare'],
        roles: ['enterprise'],
      },
      {
        menuName: '信用行为记录',
        menuIcon: 'ProfileOutlined',
        menuUrl: 'behaviorRecord',
        permissions: ['enterprise:read'],
        roles: EVERYONE,
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
        permissions: ['appeal:submit', 'enterprise:read'],
        roles: ['enterprise'],
      },
      {
        menuName: '申诉受理',
        menuIcon: 'AuditOutlined',
        menuUrl: 'badCreditAppealAccept',
        permissions: ['appeal:accept'],
        roles: ['deptReview'],
      },
      {
        menuName: '园区申诉审核',
        menuIcon: 'ApartmentOutlined',
        menuUrl: 'badCreditToGardenDeptReview',
        permissions: ['appeal:parkReview'],
        roles: ['park'],
      },
      {
        menuName: '申诉初审',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'badCreditAppealCheck',
        permissions: ['appeal:firstReview'],
        roles: ['firstReview'],
      },
      {
        menuName: '申诉部门审核',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'badCreditToDeptReview',
        permissions: ['appeal:deptReview'],
        roles: ['deptReview'],
      },
      {
        menuName: '信用撤销',
        menuIcon: 'RollbackOutlined',
        menuUrl: 'creditRevokeEnterprise',
        permissions: ['revoke:submit', 'enterprise:read'],
        roles: ['enterprise'],
      },
      {
        menuName: '信用修复',
        menuIcon: 'SafetyOutlined',
        menuUrl: 'badCreditRepeal',
        permissions: ['repair:submit', 'enterprise:read'],
        roles: ['enterprise'],
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
        permissions: ['repair:firstReview'],
        roles: ['firstReview'],
      },
      {
        menuName: '信用修复复审',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'departmetBadCreditCheck',
        permissions: ['repair:review'],
        roles: ['deptReview'],
      },
      {
        menuName: '初审',
        menuIcon: 'AuditOutlined',
        menuUrl: 'auditTable',
        permissions: ['credit:firstReview'],
        roles: ['firstReview'],
      },
      {
        menuName: '园区审核',
        menuIcon: 'ApartmentOutlined',
        menuUrl: 'gardenTable',
        permissions: ['credit:parkReview'],
        roles: ['park'],
      },
      {
        menuName: '园区审核详情',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'gardenCheck',
        permissions: ['credit:parkReview'],
        roles: ['park'],
      },
      {
        menuName: '园区信用申报',
        menuIcon: 'FormOutlined',
        menuUrl: 'gardencreditDeclare',
        permissions: ['credit:parkDeclare', 'enterprise:inquire'],
        roles: ['park'],
      },
      {
        menuName: '部门审核',
        menuIcon: 'CheckSquareOutlined',
        menuUrl: 'departmentCheckTable',
        permissions: ['credit:deptReview'],
        roles: ['deptReview'],
      },
      {
        menuName: '部门审核详情',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'departmentCheck',
        permissions: ['credit:deptReview'],
        roles: ['deptReview'],
      },
      {
        menuName: '良好信用发布审核',
        menuIcon: 'SafetyOutlined',
        menuUrl: 'creditDeclarepublishReview',
        permissions: ['credit:deptReview'],
        roles: ['deptReview'],
      },
      {
        menuName: '部门领导审核',
        menuIcon: 'CrownOutlined',
        menuUrl: 'departmentLeader',
        permissions: ['credit:deptLeader', 'appeal:leader', 'repair:leader'],
        roles: ['deptLeader'],
      },
      {
        menuName: '不良信用登记',
        menuIcon: 'EditOutlined',
        menuUrl: 'departmentRegister',
        permissions: ['credit:register', 'enterprise:inquire'],
        roles: ['deptRegister'],
      },
      {
        menuName: '新增不良信用登记',
        menuIcon: 'PlusCircleOutlined',
        menuUrl: 'departmentCreditdeclare',
        permissions: ['credit:register', 'enterprise:inquire'],
        roles: ['deptRegister'],
      },
      {
        menuName: '良好信用发布',
        menuIcon: 'SendOutlined',
        menuUrl: 'creditDeclarepublish',
        permissions: ['credit:register', 'enterprise:inquire'],
        roles: ['deptRegister'],
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
        roles: MANAGEMENT,
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
        roles: MANAGEMENT,
      },
      {
        menuName: '招标代理业绩反馈',
        menuIcon: 'FileTextOutlined',
        menuUrl: 'biddingAgency',
        permissions: ['feedback:submit'],
        roles: ['enterprise'],
      },
      {
        menuName: '业绩反馈审核',
        menuIcon: 'AuditOutlined',
        menuUrl: 'biddingAgency_a',
        permissions: ['feedback:review'],
        roles: ['firstReview'],
      },
      {
        menuName: '信用撤销审核',
        menuIcon: 'FileSearchOutlined',
        menuUrl: 'creditRevokeAudit',
        permissions: ['revoke:review'],
        roles: ['firstReview'],
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
        permissions: ['practiceAbility:import'],
        roles: ['superAdmin', 'deptRegister'],
      },
      {
        menuName: '执业能力加分审核',
        menuIcon: 'CheckCircleOutlined',
        menuUrl: 'vocationalAssessmentCheck',
        permissions: ['practiceAbility:review'],
        roles: ['superAdmin', 'deptReview'],
      },
      {
        menuName: '备案通过率加分',
        menuIcon: 'ImportOutlined',
        menuUrl: 'recordsPass',
        permissions: ['passRate:import'],
        roles: ['superAdmin', 'deptRegister'],
      },
      {
        menuName: '备案通过率加分审核',
        menuIcon: 'CheckCircleOutlined',
        menuUrl: 'recordsPassCheck',
        permissions: ['passRate:review'],
        roles: ['superAdmin', 'deptReview'],
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
        roles: EVERYONE,
      },
      {
        menuName: '企业信用排名',
        menuIcon: 'TrophyOutlined',
        menuUrl: 'enterprisegrade',
        permissions: ['credit:level', 'credit:basic'],
        roles: MANAGEMENT,
      },
      {
        menuName: '资质预警',
        menuIcon: 'WarningOutlined',
        menuUrl: 'dataBoard_warning',
        permissions: ['qualification:warning'],
        roles: MANAGEMENT,
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
        roles: EVERYONE,
      },
      {
        menuName: '我的消息',
        menuIcon: 'BellOutlined',
        menuUrl: 'mything',
        roles: EVERYONE,
      },
    ],
  },
];
