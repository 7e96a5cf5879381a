/**
 * The demo enterprises: four 甲级, three 乙级 and two 乙级（暂定期） cost-consulting firms and
 * three bidding agencies, all in Haikou. The first two are the enterprises of the demo
 * accounts qiye1 and qiye2. Documented in docs/demo-data.md.
 */
export interface DemoEnterprise {
  name: string;
  /** 1 甲级, 2 乙级, 3 乙级（暂定期）, null for a bidding agency. */
  level: 1 | 2 | 3 | null;
  county: string;
  inPark: boolean;
}

export const DEMO_ENTERPRISES: DemoEnterprise[] = [
  { name: '海南华信工程造价咨询有限公司', level: 1, county: '460106', inPark: false },
  { name: '海南正衡建设工程咨询有限公司', level: 1, county: '460105', inPark: true },
  { name: '海口中诚工程造价事务所有限公司', level: 1, county: '460107', inPark: false },
  { name: '海南鼎立工程项目管理有限公司', level: 1, county: '460108', inPark: false },
  { name: '海南恒泰工程造价咨询有限公司', level: 2, county: '460106', inPark: false },
  { name: '海口建宏工程咨询有限公司', level: 2, county: '460105', inPark: true },
  { name: '海南广联达工程咨询有限公司', level: 2, county: '460107', inPark: false },
  { name: '海南新筑工程造价咨询有限公司', level: 3, county: '460108', inPark: false },
  { name: '海口明诚工程管理咨询有限公司', level: 3, county: '460106', inPark: true },
  { name: '海南公信招标代理有限公司', level: null, county: '460105', inPark: false },
  { name: '海南诚达招标代理有限公司', level: null, county: '460107', inPark: false },
  { name: '海口国泰工程招标代理有限公司', level: null, county: '460108', inPark: true },
];

export const SURNAMES = [
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
];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '海燕',
  '建华',
  '志强',
];
export const LEGAL_NAMES = [
  '林国栋',
  '符海生',
  '王建国',
  '陈立群',
  '吴明华',
  '李长青',
  '黄志远',
  '邢文军',
  '周德明',
  '张卫东',
  '许少华',
  '郑开元',
];
