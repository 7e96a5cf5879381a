/**
 * Words the generated enterprises are made of. An enterprise name is
 * region + trade-name character + trade-name character + business + legal form, so every
 * row gets a distinct name from these lists alone; two thirds of the businesses contain 工程,
 * which the filtered list case searches for.
 */
export const NAME_REGIONS = ['海南', '海口', '三亚', '琼海', '儋州', '文昌', '万宁', '琼州'];
export const TRADE_NAME_FIRST = [
  '华', '正', '中', '鼎', '恒', '建', '广', '新', '明', '公', '国', '金', '安', '泰', '宏',
  '德', '盛', '通', '远', '博', '瑞', '天', '永', '长', '海', '椰', '南', '东', '嘉', '宇',
];
export const TRADE_NAME_SECOND = [
  '信', '衡', '诚', '立', '联', '筑', '达', '业', '和', '源', '佳', '汇', '成', '兴', '隆',
  '元', '科', '润', '鑫', '方', '晟', '策', '睿', '衍', '合', '丰', '卓', '耀', '誉', '凯',
];
export const BUSINESSES = ['工程造价咨询', '建设工程咨询', '工程项目管理', '工程管理咨询', '造价咨询', '建设项目咨询'];
export const LEGAL_FORMS = ['有限公司', '有限责任公司', '股份有限公司'];

export const UNIQUE_NAME_CAPACITY =
  NAME_REGIONS.length * TRADE_NAME_FIRST.length * TRADE_NAME_SECOND.length * BUSINESSES.length * LEGAL_FORMS.length;

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

/** The word of a list for row `index`, the list repeating as the rows go on. */
export const cycle = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
