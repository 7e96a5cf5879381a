import {
  CREDIT_DESK_PERMISSIONS as P,
  CREDIT_RECORD_STATES as S,
  addCalendarDays,
  isDirectPublish,
  needsFinalReview,
  todayInShanghai,
  type CreditRecordOrigin,
} from '@credit/rules';
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { demoPdfAnnex } from './demo-annex.ts';
import {
  behaviorCategories,
  behaviorContents,
  behaviorLevels,
  creditRecordAnnexes,
  creditRecordHistory,
  creditRecords,
  enterprisePersons,
} from '../schema/index.ts';

export interface DemoRecord {
  /** Index into DEMO_ENTERPRISES. */
  enterprise: number;
  origin: Exclude<CreditRecordOrigin, 'assessment'>;
  /** A level of the default catalogue (migration 0009). */
  level: number;
  state: number;
  /** yyyy-MM-dd, or days before the seeding for a record that must still be open to appeal. */
  date: string | { daysAgo: number };
  description: string;
  reason?: string;
}

/**
 * Records at every state of every desk (docs/demo-data.md), so each desk's to-do list has work on
 * a fresh start: 初审 (#1 is outside the park), the park (#2, #6, #9 are park enterprises),
 * department review, the department's own publication, and a −10 record waiting for 终审.
 */
export const DEMO_RECORDS: DemoRecord[] = [
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 2,
    state: S.draft,
    date: '2026-09-20',
    description: '获海南省住房和城乡建设厅年度优秀造价咨询企业表彰（草稿）',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 4,
    state: S.firstReview,
    date: '2026-10-12',
    description: '海口市美兰区安置房项目结算审核成果获评省级一等优秀成果',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 18,
    state: S.firstRefused,
    date: '2026-08-02',
    description: '参与台风“摩羯”灾后重建工程造价公益咨询服务',
    reason: '证明材料缺少主管部门盖章，请补充后重新提交（经办人座机0898-66778899）',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 3,
    state: S.review,
    date: '2026-07-15',
    description: '获海口市住房和城乡建设局年度诚信企业表彰',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 6,
    state: S.completed,
    date: '2026-03-18',
    // Personal data written into free text, as users do: the public pages must mask it (docs/demo-data.md).
    description: '海口市江东新区道路工程造价咨询成果获评市级优秀成果（项目联系人张三，电话13812345678）',
  },
  {
    enterprise: 1,
    origin: 'enterprise',
    level: 2,
    state: S.firstReview,
    date: '2026-10-20',
    description: '获海南省建设工程造价管理协会年度优秀会员单位表彰',
  },
  {
    enterprise: 1,
    origin: 'enterprise',
    level: 17,
    state: S.reviewRefused,
    date: '2026-06-11',
    description: 'BIM 造价一体化平台获市级科技创新成果奖',
    reason: '获奖证书与申报奖项名称不一致',
  },
  {
    enterprise: 3,
    origin: 'department',
    level: 26,
    state: S.firstReview,
    date: '2026-10-08',
    description: '抽查发现2份结算审核报告未按规定由注册造价工程师签字盖章',
  },
  {
    enterprise: 4,
    origin: 'department',
    level: 20,
    state: S.finalReview,
    date: '2026-09-26',
    description: '出具的某学校项目招标控制价严重失实，偏差率超过15%',
  },
  {
    enterprise: 6,
    origin: 'department',
    level: 30,
    state: S.finalRefused,
    date: '2026-08-30',
    description: '因违规承接业务受到罚款行政处罚',
    reason: '处罚决定书文号有误，请核对',
  },
  {
    enterprise: 7,
    origin: 'department',
    level: 27,
    state: S.completed,
    date: '2026-05-09',
    description: '未按规定报送2025年度业务统计资料，经办人符海生（身份证460100198003150018）未按期报送',
  },
  {
    enterprise: 10,
    origin: 'department',
    level: 25,
    state: S.review,
    date: '2026-09-14',
    description: '某市政道路项目未按规定办理招标投标备案',
  },
  {
    enterprise: 6,
    origin: 'department',
    level: 1,
    state: S.review,
    date: '2026-10-15',
    description: '获住房和城乡建设部全国工程造价咨询行业先进单位表彰',
  },
  {
    enterprise: 4,
    origin: 'department',
    level: 3,
    state: S.completed,
    date: '2026-04-22',
    description: '获海口市人民政府优化营商环境先进单位表彰，联系邮箱zhao.min@example.com，座机(0898)65203456',
  },
  {
    enterprise: 5,
    origin: 'park',
    level: 27,
    state: S.firstReview,
    date: '2026-10-18',
    description: '园区核查发现未按规定报送季度业务信息',
  },
  {
    enterprise: 8,
    origin: 'park',
    level: 7,
    state: S.firstReview,
    date: '2026-10-21',
    description: '项目负责人获园区年度先进个人（省级推荐）',
  },
  // Published bad records that their enterprises appealed (demo-appeals.ts): one at each appeal desk.
  {
    enterprise: 5,
    origin: 'park',
    level: 29,
    state: S.completed,
    date: '2026-11-10',
    description: '园区检查发现未按规定公示收费标准，受到警告',
  },
  {
    enterprise: 9,
    origin: 'department',
    level: 31,
    state: S.completed,
    date: '2026-11-12',
    description: '违规承接招标代理业务，被责令停业整顿',
  },
  {
    enterprise: 3,
    origin: 'department',
    level: 20,
    state: S.completed,
    date: '2026-11-09',
    description: '出具的结算审核报告严重失实',
  },
  {
    enterprise: 0,
    origin: 'department',
    level: 27,
    state: S.completed,
    date: '2026-11-16',
    description: '未按规定报送2026年第三季度业务统计资料',
  },
  // Appealed and upheld (demo-appeals.ts): it no longer counts, and says so wherever it is shown.
  {
    enterprise: 0,
    origin: 'department',
    level: 28,
    state: S.completed,
    date: '2026-11-06',
    description: '抽查发现一名注册造价工程师同时在两家单位注册',
  },
  // Past its appeal window and short of its minimum publicity: qiye1's repair of it is refused.
  {
    enterprise: 0,
    origin: 'department',
    level: 26,
    state: S.completed,
    date: { daysAgo: 40 },
    description: '抽查发现1份结算审核报告未按规定由注册造价工程师签字盖章',
  },
  // Published days ago and not yet appealed: qiye1 may appeal it (type 6, −10).
  {
    enterprise: 0,
    origin: 'department',
    level: 32,
    state: S.completed,
    date: { daysAgo: 2 },
    description: '因合同纠纷被人民法院列入失信被执行人名单',
  },
  // Published long enough ago to be repaired (demo-requests.ts), and qiye1's own to try.
  {
    enterprise: 0,
    origin: 'department',
    level: 29,
    state: S.completed,
    date: { daysAgo: 120 },
    description: '未按规定公示服务收费标准，受到警告',
  },
  {
    enterprise: 11,
    origin: 'department',
    level: 30,
    state: S.completed,
    date: { daysAgo: 150 },
    description: '违规收取招标文件费用，受到罚款处罚，退费收款账户6222021234567890123',
  },
  {
    enterprise: 10,
    origin: 'department',
    level: 22,
    state: S.completed,
    date: { daysAgo: 400 },
    description: '违法分包招标代理业务',
  },
];

const AUTHOR: Record<DemoRecord['origin'], { desk: string; name: string }> = {
  enterprise: { desk: P.declare, name: '企业经办人' },
  park: { desk: P.parkDeclare, name: '园区审核员' },
  department: { desk: P.register, name: '部门登记员' },
};

type Step = { desk: string; operator: string; instructions: string };

/** The history a record at `state` has behind it, by the credit-record workflow. */
function pathTo(record: DemoRecord, facts: { inPark: boolean; scoreValue: number; directPublish: boolean }): Step[] {
  const author = AUTHOR[record.origin];
  const steps: Step[] = [{ desk: author.desk, operator: author.name, instructions: '创建' }];
  if (record.state === S.draft) return steps;
  steps.push({ desk: author.desk, operator: author.name, instructions: '提交' });
  const first = facts.inPark
    ? { desk: P.parkReview, operator: '园区审核员', prefix: '园区初审' }
    : { desk: P.firstReview, operator: '初审员', prefix: '初审' };
  if (record.state === S.firstReview) return steps;
  if (record.state === S.firstRefused)
    return [
      ...steps,
      { desk: first.desk, operator: first.operator, instructions: `${first.prefix}退回：${record.reason}` },
    ];
  if (!facts.directPublish)
    steps.push({ desk: first.desk, operator: first.operator, instructions: `${first.prefix}通过` });
  const review = { desk: P.deptReview, operator: '部门审核员' };
  if (record.state === S.review) return steps;
  if (record.state === S.reviewRefused) return [...steps, { ...review, instructions: `复审退回：${record.reason}` }];
  const final = needsFinalReview.holds(facts);
  steps.push({ ...review, instructions: final ? '复审通过，报部门领导终审' : '复审通过' });
  if (record.state === S.finalReview || !final) return steps;
  const leader = { desk: P.deptLeader, operator: '部门领导' };
  if (record.state === S.finalRefused) return [...steps, { ...leader, instructions: `终审退回：${record.reason}` }];
  return [...steps, { ...leader, instructions: '终审通过' }];
}

export interface DemoRecordEnterprise {
  id: number;
  inPark: boolean;
}

/** Seeds the desks' demo records with their history, in the demo data transaction. */
export async function seedDemoCreditRecords(
  tx: Executor,
  enterprises: readonly DemoRecordEnterprise[],
  storage?: FileStorage,
): Promise<number[]> {
  const ids: number[] = [];
  const levels = await tx
    .select({
      id: behaviorLevels.id,
      name: behaviorLevels.name,
      scoreValue: behaviorLevels.scoreValue,
      actor: behaviorContents.actor,
      content: behaviorContents.name,
      category: behaviorCategories.name,
      creditType: behaviorCategories.creditType,
    })
    .from(behaviorLevels)
    .innerJoin(behaviorContents, eq(behaviorContents.id, behaviorLevels.contentId))
    .innerJoin(behaviorCategories, eq(behaviorCategories.id, behaviorContents.categoryId))
    .where(inArray(behaviorLevels.id, [...new Set(DEMO_RECORDS.map((record) => record.level))]));
  for (const [index, demo] of DEMO_RECORDS.entries()) {
    const date = typeof demo.date === 'string' ? demo.date : addCalendarDays(todayInShanghai(), -demo.date.daysAgo);
    const record = { ...demo, date };
    const level = levels.find((candidate) => candidate.id === record.level);
    const enterprise = enterprises[record.enterprise];
    if (!level || !enterprise) throw new Error(`demo record ${index} names a missing level or enterprise`);
    const [person] =
      level.actor === 2
        ? await tx
            .select({ id: enterprisePersons.id, name: enterprisePersons.name })
            .from(enterprisePersons)
            .where(eq(enterprisePersons.enterpriseId, enterprise.id))
            .limit(1)
        : [];
    const facts = {
      inPark: enterprise.inPark,
      scoreValue: Number(level.scoreValue),
      directPublish: isDirectPublish(record.origin, level.creditType),
    };
    const submitted = record.state === S.draft ? null : new Date(`${record.date}T10:00:00+08:00`);
    const [created] = await tx
      .insert(creditRecords)
      .values({
        enterpriseId: enterprise.id,
        creditType: level.creditType,
        actor: level.actor,
        enterprisePersonId: person?.id ?? null,
        personName: person?.name ?? null,
        behaviorCategoryName: level.category,
        behaviorContentName: level.content,
        identifiedLevelName: level.name,
        scoreValue: level.scoreValue,
        behaviorLevelId: level.id,
        identificationUnit: record.origin === 'enterprise' ? '海南省住房和城乡建设厅' : '海口市住房和城乡建设局',
        actDeterminationDate: record.date,
        relatedSymbol: `琼建信〔2026〕${10 + index}号`,
        behaviorDescription: record.description,
        contactPerson: AUTHOR[record.origin].name.slice(0, 10),
        telephone: '13907560000',
        processStatus: record.state,
        origin: record.origin,
        submittedAt: submitted,
        completedAt: record.state === S.completed ? submitted : null,
        lastReason: record.reason ?? null,
      })
      .returning({ id: creditRecords.id });
    if (!created) throw new Error('credit record insert returned nothing');
    ids.push(created.id);
    if (storage) {
      // The decision the record rests on, as a PDF the desks open in the page (pdfOperation).
      const annexId = await demoPdfAnnex(tx, storage, {
        category: 'creditRecord',
        fileType: '证明材料',
        fileName: '认定文件.pdf',
        lines: [`Credit record ${index + 1}: ${record.date}`, 'Haikou construction credit platform'],
      });
      await tx.insert(creditRecordAnnexes).values({ recordId: created.id, annexId });
    }
    const steps = pathTo(record, facts);
    await tx.insert(creditRecordHistory).values(
      steps.map((step, i) => ({
        recordId: created.id,
        desk: step.desk,
        operatorName: step.operator,
        instructions: step.instructions,
        createdAt: new Date(new Date(`${record.date}T09:00:00+08:00`).getTime() + i * 86_400_000),
      })),
    );
  }
  return ids;
}
