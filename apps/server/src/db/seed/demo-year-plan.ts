import type { RecordRequestKind } from '@credit/rules';
import type { DemoRecord } from './demo-credit-records.ts';
import { DEMO_ENTERPRISES } from './demo-enterprises.ts';
import { paced, workdayAgo } from './demo-pace.ts';
import type { DemoStep } from './demo-replay.ts';

/**
 * A year of the desks' work on the demo enterprises (docs/demo-data.md, "A year of decisions"):
 * the good records that lift them to every level from AAA to C, bad records appealed, repaired or
 * left in force, good records revoked, each walked along its path over the last twelve months, a
 * desk acting some working days after the step before, some returned and resubmitted, some refused.
 * Dated from today, so the desks' statistics always show the twelve months before the seeding.
 */

/** A catalogue level (migration 0009) and how its records read. */
const WORDING: Record<number, (project: string) => string> = {
  1: () => '获住房和城乡建设部全国工程造价咨询行业诚信单位表彰',
  2: () => '获海南省住房和城乡建设厅年度先进单位表彰',
  3: () => '获海口市住房和城乡建设局年度诚信单位表彰',
  4: (project) => `${project}全过程造价咨询成果获评省级一等优秀成果`,
  5: (project) => `${project}结算审核成果获评省级二等优秀成果`,
  6: (project) => `${project}招标控制价编制成果获评市级优秀成果`,
  7: (project) => `${project}项目负责人获评省级先进个人`,
  8: (project) => `${project}造价员获评市级先进个人`,
  16: () => '工程造价大数据分析系统获省部级科技创新成果奖',
  17: () => '装配式建筑计价软件获市级科技创新成果奖',
  18: (project) => `参与${project}台风灾后抢修公益造价咨询服务`,
  20: (project) => `出具的${project}结算审核报告偏差率超过10%`,
  26: (project) => `${project}造价成果文件未按规定由注册造价工程师签字盖章`,
  27: (project) => `未按规定报送${project}业务统计资料`,
  29: (project) => `${project}未按规定公示服务收费标准，受到警告`,
  30: (project) => `${project}违规压价承接业务，受到罚款行政处罚`,
  31: (project) => `${project}违规承接业务，被责令停业整顿`,
  32: () => '因服务合同纠纷被人民法院列入失信被执行人名单',
};

/** 创新奖项 of the levels that need one (科技创新). */
const AWARDS: Record<number, string> = {
  16: '海南省科学技术进步奖二等奖',
  17: '海口市科学技术进步奖三等奖',
};

const PROJECTS = [
  '海口市国兴大道改造工程',
  '三亚市凤凰路综合管廊工程',
  '儋州市那大镇安置房项目',
  '琼海市博鳌片区道路工程',
  '文昌市航天大道延长线工程',
  '万宁市兴隆学校扩建工程',
  '澄迈县老城开发区标准厂房项目',
  '定安县塔岭工业园供水工程',
  '海口市江东新区排水管网工程',
  '五指山市水满乡旅游公路工程',
  '陵水县椰林镇污水处理厂项目',
  '临高县博厚镇卫生院迁建工程',
];

const RETURN_REASONS = [
  '证明材料不清晰，请重新扫描上传',
  '认定文件文号与系统登记不一致，请核对',
  '行为内容描述过于简略，请补充项目名称和时间',
  '缺少主管部门盖章的证明文件',
];

const refuse = (reason: string): DemoStep => ({ action: 'reject', reason });

/** Whether the enterprise at an index into DEMO_ENTERPRISES is a park enterprise (#2, #6, #9, #12). */
const inPark = (enterprise: number) => DEMO_ENTERPRISES[enterprise]?.inPark === true;

/**
 * The good records of the year by enterprise (index into DEMO_ENTERPRISES) and catalogue level:
 * with the base points (60), what they already hold (docs/demo-data.md) and the year's assessment
 * bonuses (demo-year-releases.ts), they stand at
 * #3 92 AAA, #7 96 AAA, #6 89 AA, #9 81 AA, #5 77 A, #12 75 A, #10 60 B, #2 60 B, and #1, #4, #8, #11 C
 */
const GOOD: readonly (readonly [number, readonly number[]])[] = [
  [2, [1, 2, 4, 16, 5, 18]],
  [6, [1, 2, 4, 16, 7]],
  [5, [2, 4, 3, 18, 6, 16, 7]],
  [8, [2, 2, 5, 3, 18, 17]],
  [4, [4, 18, 6]],
  [11, [2, 2, 3, 18]],
  [9, [2, 18, 8, 8]],
];

/** What becomes of a bad record of the year. */
type BadFate = { appeal: readonly DemoStep[] } | { repair: readonly DemoStep[]; afterDays: number } | { stays: true };

/** Bad records of the year on the enterprises, and what became of them (an upheld appeal or a repair ends one). */
const BAD: readonly (readonly [number, number, BadFate])[] = [
  [3, 26, { appeal: ['submit', 'approve', 'approve'] }],
  [7, 27, { appeal: ['submit', refuse('申诉理由与事实不符，统计资料确未按期报送')] }],
  [10, 29, { appeal: ['submit', 'approve', refuse('公示牌照片拍摄日期晚于检查日期，不予认可')] }],
  [11, 27, { appeal: ['submit', 'approve', 'approve', 'approve'] }],
  [10, 32, { appeal: ['submit', refuse('申诉材料未能证明失信记录已撤销，不予受理')] }],
  [2, 30, { appeal: ['submit', 'approve', 'approve'] }],
  [5, 20, { appeal: ['submit', 'approve', 'approve', 'approve', 'approve', 'approve'] }],
  [8, 29, { appeal: ['submit', refuse('整改前检查属实，园区审核驳回')] }],
  [10, 31, { appeal: ['submit', 'approve', 'approve', 'approve', refuse('停业整顿决定经复议维持，申诉驳回')] }],
  [7, 26, { repair: ['submit', 'approve', 'approve'], afterDays: 100 }],
  [10, 27, { repair: ['submit', refuse('整改证明材料未加盖单位公章')], afterDays: 110 }],
  [10, 30, { repair: ['submit', 'approve', refuse('罚款缴纳凭证与处罚决定书金额不符')], afterDays: 95 }],
  [6, 29, { repair: ['submit', 'approve', 'approve'], afterDays: 120 }],
  [4, 27, { repair: ['submit', 'approve', 'approve'], afterDays: 105 }],
  [7, 29, { stays: true }],
  [10, 26, { stays: true }],
];

/** Good records the enterprises later asked to revoke (none of GOOD: a revoked one would move the levels above). */
const REVOKED: readonly (readonly [number, number, readonly DemoStep[]])[] = [
  [3, 3, ['submit', 'approve']],
  [7, 6, ['submit', refuse('该表彰仍然有效，无撤销依据')]],
  [10, 8, ['submit', 'approve']],
];

/** An appeal, revocation or repair of the year about the record at `record` in YearPlan.records. */
export interface YearRequest {
  record: number;
  path: readonly DemoStep[];
  /** Calendar days after the record's publication it was submitted. */
  afterDays: number;
}

export interface YearPlan {
  records: DemoRecord[];
  appeals: YearRequest[];
  requests: (YearRequest & { kind: RecordRequestKind['key'] })[];
}

/** The working days a desk took (1–6) and an author took to correct a returned item (2–8), by item and step. */
const deskDays = (item: number, step: number) => 1 + ((item * 7 + step * 3) % 6);
const authorDays = (item: number) => 2 + ((item * 5) % 7);

/**
 * The path of the `item`th record of the year through the credit-record flow: straight through, or
 * returned at 初审, 复审 or 终审 and corrected (one in three), each desk some working days after.
 */
function recordPath(item: number, start: string, direct: boolean, final: boolean): DemoStep[] {
  const reason = refuse(RETURN_REASONS[item % RETURN_REASONS.length] ?? '');
  const approvals = (direct ? 1 : 2) + (final ? 1 : 0);
  const straight: DemoStep[] = ['submit', ...Array<DemoStep>(approvals).fill('approve')];
  // One in three is returned by its first desk or its last, then resubmitted and walked through again.
  const returnedAt = item % 3 !== 1 ? -1 : item % 2 === 0 ? 0 : approvals - 1;
  const steps: DemoStep[] =
    returnedAt < 0
      ? straight
      : ['submit', ...Array<DemoStep>(returnedAt).fill('approve'), reason, 'resubmit', ...straight.slice(1)];
  return paced(
    start,
    steps.map((step, index) => [step, step === 'resubmit' ? authorDays(item) : deskDays(item, index)] as const),
  );
}

/** The year's plan, dated from `today` (yyyy-MM-dd). */
export function yearPlan(today: string): YearPlan {
  const records: DemoRecord[] = [];
  const add = (
    enterprise: number,
    level: number,
    daysAgo: number,
    origin: DemoRecord['origin'],
    path?: readonly (readonly [DemoStep, number])[],
  ): number => {
    const item = records.length;
    const start = workdayAgo(today, daysAgo);
    const direct = origin === 'department' && level < 19;
    const final = [20, 31, 32].includes(level);
    records.push({
      enterprise,
      origin,
      level,
      path: path ? paced(start, path) : recordPath(item, start, direct, final),
      date: start,
      description: WORDING[level]?.(PROJECTS[item % PROJECTS.length] ?? '') ?? '',
      ...(AWARDS[level] ? { innovationAward: `${start.slice(0, 4)}年度${AWARDS[level]}` } : {}),
      evidence: item,
    });
    return item;
  };
  /** The days ago of the `j`th of `count` items spread over [from, to): evenly, in an order that interleaves them. */
  const spread = (j: number, count: number, from: number, to: number) =>
    from + Math.floor((((j * 7) % count) + 0.5) * ((to - from) / count));
  const goods = GOOD.flatMap(([enterprise, levels]) => levels.map((level, k) => [enterprise, level, k] as const));
  for (const [j, [enterprise, level, k]] of goods.entries()) {
    // The enterprise declares most; the department publishes some, and a park registers its own enterprises'.
    const origin = k % 3 === 2 ? 'department' : inPark(enterprise) && k % 3 === 1 ? 'park' : 'enterprise';
    add(enterprise, level, spread(j, goods.length, 25, 355), origin);
  }
  const appeals: YearRequest[] = [];
  const requests: YearPlan['requests'] = [];
  for (const [j, [enterprise, level, fate]] of BAD.entries()) {
    const origin = inPark(enterprise) && j % 2 === 0 ? 'park' : 'department';
    if ('appeal' in fate)
      appeals.push({
        record: add(enterprise, level, spread(j, BAD.length, 40, 350), origin),
        path: fate.appeal,
        afterDays: 4,
      });
    else if ('repair' in fate)
      requests.push({
        kind: 'repair',
        record: add(enterprise, level, fate.afterDays + spread(j, BAD.length, 20, 330), origin),
        path: fate.repair,
        afterDays: fate.afterDays,
      });
    else add(enterprise, level, spread(j, BAD.length, 30, 340), origin);
  }
  for (const [j, [enterprise, level, path]] of REVOKED.entries())
    requests.push({
      kind: 'revoke',
      record: add(enterprise, level, spread(j, REVOKED.length, 90, 390), 'enterprise'),
      path,
      afterDays: 60,
    });
  // A serious record of more than a year ago, repairable after twelve months: repaired through 终审 last month.
  requests.push({
    kind: 'repair',
    record: add(10, 31, 420, 'department'),
    path: ['submit', 'approve', 'approve', 'approve'],
    afterDays: 380,
  });
  // Waiting now, well past what a desk should take: a repair past its 办理期限 (20 working days), an
  // appeal, a revocation and a bad record's 复审 waiting for weeks.
  requests.push({ kind: 'repair', record: add(7, 30, 160, 'department'), path: ['submit'], afterDays: 110 });
  appeals.push({ record: add(3, 27, 34, 'department'), path: ['submit'], afterDays: 4 });
  requests.push({ kind: 'revoke', record: add(3, 18, 200, 'enterprise'), path: ['submit'], afterDays: 175 });
  add(10, 27, 40, 'department', [
    ['submit', 0],
    ['approve', 2],
  ]);
  return { records, appeals, requests };
}
