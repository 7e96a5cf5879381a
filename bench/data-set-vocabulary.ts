/**
 * Words the generated rows are made of. An enterprise name is
 * region + trade name + trade-name suffix + business + legal form (海口华信宏远工程造价咨询有限公司):
 * every row gets a distinct name from these lists alone, and each two-character trade name
 * (华信, 正衡, …) starts one name in TRADE_NAMES.length, so a search for one hits some rows, not all.
 */
export const NAME_REGIONS = [
  '海南',
  '海口',
  '三亚',
  '儋州',
  '琼海',
  '文昌',
  '万宁',
  '五指山',
  '东方',
  '定安',
  '屯昌',
  '澄迈',
  '临高',
  '白沙',
  '昌江',
  '乐东',
  '陵水',
  '保亭',
  '琼中',
];
export const TRADE_NAMES = [
  '华信',
  '正衡',
  '中鼎',
  '恒诚',
  '建联',
  '广达',
  '新源',
  '明业',
  '公诚',
  '国汇',
  '金成',
  '安兴',
  '泰隆',
  '宏元',
  '德润',
  '盛鑫',
  '通方',
  '远晟',
  '博睿',
  '瑞丰',
];
export const TRADE_NAME_SUFFIXES = [
  '宏远',
  '立信',
  '精诚',
  '永泰',
  '嘉禾',
  '天成',
  '长盛',
  '汇通',
  '卓越',
  '誉达',
  '凯晟',
  '和泰',
  '佳业',
  '丰源',
  '兴业',
  '耀华',
  '合力',
  '鼎盛',
  '衡信',
  '中天',
  '南洋',
  '东方',
  '椰风',
  '海岳',
  '方圆',
  '建安',
  '顺达',
  '策远',
  '衍德',
  '科联',
];
export const BUSINESSES = ['工程造价咨询', '建设工程咨询', '工程项目管理', '工程管理咨询', '造价咨询', '建设项目咨询'];
export const LEGAL_FORMS = ['有限公司', '有限责任公司', '股份有限公司'];
/**
 * A branch's city after the legal form (华信宏远工程造价咨询有限公司北京分公司), the most significant
 * word: the first 205,200 names have none, so a province's data set is the same at any capacity, and
 * a national one (1,000,000) adds branches of the same firms.
 */
export const BRANCHES = [
  '',
  '北京分公司',
  '上海分公司',
  '广州分公司',
  '深圳分公司',
  '成都分公司',
  '武汉分公司',
  '杭州分公司',
  '南京分公司',
  '西安分公司',
];

export const UNIQUE_NAME_CAPACITY =
  NAME_REGIONS.length *
  TRADE_NAMES.length *
  TRADE_NAME_SUFFIXES.length *
  BUSINESSES.length *
  LEGAL_FORMS.length *
  BRANCHES.length;

/**
 * Staff are surname + one or two given-name characters (王建华, 符娜): a search for a surname and
 * the first given character hits some, not all. The staff insert draws the surname from the
 * enterprise's number and the given name from its number divided by the surnames' count, so the
 * two are independent and 王建 is one person in 400 whatever the staff an enterprise has.
 */
export const PERSON_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '林',
  '符',
  '邢',
  '云',
];
export const GIVEN_FIRST = [
  '建',
  '志',
  '海',
  '秀',
  '国',
  '明',
  '文',
  '小',
  '晓',
  '春',
  '丽',
  '德',
  '永',
  '玉',
  '俊',
  '雪',
  '振',
  '家',
  '子',
  '思',
];
/** The empty word makes one-character given names. */
export const GIVEN_SECOND = [
  '华',
  '强',
  '英',
  '燕',
  '平',
  '军',
  '涛',
  '敏',
  '',
  '伟',
  '芳',
  '琳',
  '杰',
  '娟',
  '峰',
  '',
  '静',
  '磊',
];

/** Districts of Haikou and Sanya: the code stored in `county` and the text that starts an address. */
export const DISTRICTS = [
  { code: '460105', address: '海南省海口市秀英区' },
  { code: '460106', address: '海南省海口市龙华区' },
  { code: '460107', address: '海南省海口市琼山区' },
  { code: '460108', address: '海南省海口市美兰区' },
  { code: '460202', address: '海南省三亚市海棠区' },
  { code: '460203', address: '海南省三亚市吉阳区' },
  { code: '460204', address: '海南省三亚市天涯区' },
  { code: '460205', address: '海南省三亚市崖州区' },
] as const;

export const ROADS = ['滨海大道', '国兴大道', '龙昆南路', '海秀路', '南海大道', '迎宾路', '凤凰路', '解放路'];

/** Exam papers and halls of the practice-ability examinee rows. */
export const EXAM_PAPERS = ['建设工程造价管理', '建设工程计价', '建设工程技术与计量', '建设工程造价案例分析'];
export const EXAM_HALLS = ['海口市国兴考点', '海口市龙华考点', '三亚市吉阳考点', '儋州市那大考点'];

/** Release applications' issuing units. */
export const RELEASE_UNITS = ['海南省住房和城乡建设厅', '海口市住房和城乡建设局', '三亚市住房和城乡建设局'];

/** The word of a list for row `index`, the list repeating as the rows go on. */
export const cycle = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
