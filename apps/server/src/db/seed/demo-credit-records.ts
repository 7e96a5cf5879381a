import {
  CREDIT_RECORD_STATES as S,
  CREDIT_RECORD_WORKFLOW,
  addCalendarDays,
  isDirectPublish,
  todayInShanghai,
  type CreditRecordOrigin,
} from '@credit/rules';
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { demoPdfAnnex, storeDemoAnnex } from './demo-annex.ts';
import { demoDocument } from './demo-documents.ts';
import { DEMO_AUTHORS, isSubmission, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';
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
  /**
   * The path it took through the credit-record workflow from 草稿 (demo-replay.ts): its author's
   * actions, and the decisions of the desks it reached, a refusal with its reason.
   */
  path: readonly DemoStep[];
  /**
   * The day it was determined and submitted (yyyy-MM-dd; the desks acted a day apart after it), or,
   * for a record that must be published a given time before the seeding, how many days before.
   */
  date: string | { publishedDaysAgo: number };
  description: string;
  /** 创新奖项: required where the level says so (科技创新). */
  innovationAward?: string;
  /** A second 证明材料 besides its 认定文件.pdf: the `evidence`th of demoDocument's round of formats. */
  evidence?: number;
}

/** Published by every desk it must pass: 初审 (unless the department publishes it), 复审, and 终审 at −10 or less. */
const PUBLISHED: DemoStep[] = ['submit', 'approve', 'approve'];
const PUBLISHED_AFTER_FINAL: DemoStep[] = [...PUBLISHED, 'approve'];
const refused = (reason: string): DemoStep => ({ action: 'reject', reason });

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
    path: [],
    date: '2026-09-20',
    description: '获海南省住房和城乡建设厅年度优秀造价咨询企业表彰（草稿）',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 4,
    path: ['submit'],
    date: '2026-10-12',
    description: '海口市美兰区安置房项目结算审核成果获评省级一等优秀成果',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 18,
    path: ['submit', refused('证明材料缺少主管部门盖章，请补充后重新提交（经办人座机0898-66778899）')],
    date: '2026-08-02',
    description: '参与台风“摩羯”灾后重建工程造价公益咨询服务',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 3,
    path: ['submit', 'approve'],
    date: '2026-07-15',
    description: '获海口市住房和城乡建设局年度诚信企业表彰',
  },
  {
    enterprise: 0,
    origin: 'enterprise',
    level: 6,
    path: PUBLISHED,
    date: '2026-03-18',
    // Personal data written into free text, as users do: the public pages must mask it (docs/demo-data.md).
    description: '海口市江东新区道路工程造价咨询成果获评市级优秀成果（项目联系人张三，电话138****5678）',
  },
  {
    enterprise: 1,
    origin: 'enterprise',
    level: 2,
    path: ['submit'],
    date: '2026-10-20',
    description: '获海南省建设工程造价管理协会年度优秀会员单位表彰',
  },
  {
    enterprise: 1,
    origin: 'enterprise',
    level: 17,
    path: ['submit', 'approve', refused('获奖证书与申报奖项名称不一致')],
    date: '2026-06-11',
    description: 'BIM 造价一体化平台获市级科技创新成果奖',
    innovationAward: '2026年度海口市科学技术进步奖三等奖',
  },
  {
    enterprise: 3,
    origin: 'department',
    level: 26,
    path: ['submit'],
    date: '2026-10-08',
    description: '抽查发现2份结算审核报告未按规定由注册造价工程师签字盖章',
  },
  {
    enterprise: 4,
    origin: 'department',
    level: 20,
    path: PUBLISHED,
    date: '2026-09-26',
    description: '出具的某学校项目招标控制价严重失实，偏差率超过15%',
  },
  {
    enterprise: 6,
    origin: 'department',
    level: 30,
    path: ['submit', 'approve', refused('处罚决定书文号有误，请核对')],
    date: '2026-08-30',
    description: '因违规承接业务受到罚款行政处罚',
  },
  {
    enterprise: 7,
    origin: 'department',
    level: 27,
    path: PUBLISHED,
    date: '2026-07-09',
    description: '未按规定报送2025年度业务统计资料，经办人符海生（身份证460100198003150018）未按期报送',
  },
  {
    enterprise: 10,
    origin: 'department',
    level: 25,
    path: ['submit', 'approve'],
    date: '2026-09-14',
    description: '某市政道路项目未按规定办理招标投标备案',
  },
  {
    enterprise: 6,
    origin: 'department',
    level: 1,
    // The department publishes its own good records: no 初审.
    path: ['submit'],
    date: '2026-10-15',
    description: '获住房和城乡建设部全国工程造价咨询行业先进单位表彰',
  },
  {
    enterprise: 4,
    origin: 'department',
    level: 3,
    path: ['submit', 'approve'],
    date: '2026-04-22',
    description: '获海口市人民政府优化营商环境先进单位表彰，联系邮箱zhao.min@example.com，座机(0898)65203456',
  },
  {
    enterprise: 5,
    origin: 'park',
    level: 27,
    path: ['submit'],
    date: '2026-10-18',
    description: '园区核查发现未按规定报送季度业务信息',
  },
  {
    enterprise: 8,
    origin: 'park',
    level: 7,
    path: ['submit'],
    date: '2026-10-21',
    description: '项目负责人获园区年度先进个人（省级推荐）',
  },
  // Published bad records that their enterprises appealed (demo-appeals.ts): one at each appeal desk.
  {
    enterprise: 5,
    origin: 'park',
    level: 29,
    path: PUBLISHED,
    date: '2026-11-10',
    description: '园区检查发现未按规定公示收费标准，受到警告',
  },
  {
    enterprise: 9,
    origin: 'department',
    level: 31,
    path: PUBLISHED_AFTER_FINAL,
    date: '2026-11-12',
    description: '违规承接招标代理业务，被责令停业整顿',
  },
  {
    enterprise: 3,
    origin: 'department',
    level: 20,
    path: PUBLISHED_AFTER_FINAL,
    date: '2026-11-09',
    description: '出具的结算审核报告严重失实',
  },
  {
    enterprise: 0,
    origin: 'department',
    level: 27,
    path: PUBLISHED,
    date: '2026-11-16',
    description: '未按规定报送2026年第三季度业务统计资料',
  },
  {
    enterprise: 7,
    origin: 'department',
    level: 27,
    path: PUBLISHED,
    date: '2026-11-13',
    description: '未按规定报送2026年10月业务统计月报',
  },
  // Appealed and upheld (demo-appeals.ts): it no longer counts, and says so wherever it is shown.
  {
    enterprise: 0,
    origin: 'department',
    level: 28,
    path: PUBLISHED,
    date: '2026-11-06',
    description: '抽查发现一名注册造价工程师同时在两家单位注册',
  },
  // Past its appeal window and short of its minimum publicity: qiye1's repair of it is refused.
  {
    enterprise: 0,
    origin: 'department',
    level: 26,
    path: PUBLISHED,
    date: { publishedDaysAgo: 40 },
    description: '抽查发现1份结算审核报告未按规定由注册造价工程师签字盖章',
  },
  // Published days ago and not yet appealed: qiye1 may appeal it (type 6, −10).
  {
    enterprise: 0,
    origin: 'department',
    level: 32,
    path: PUBLISHED_AFTER_FINAL,
    date: { publishedDaysAgo: 2 },
    description: '因合同纠纷被人民法院列入失信被执行人名单',
  },
  // Published long enough ago to be repaired (demo-requests.ts), and qiye1's own to try.
  {
    enterprise: 0,
    origin: 'department',
    level: 29,
    path: PUBLISHED,
    date: { publishedDaysAgo: 120 },
    description: '未按规定公示服务收费标准，受到警告',
  },
  {
    enterprise: 11,
    origin: 'department',
    level: 30,
    path: PUBLISHED,
    date: { publishedDaysAgo: 150 },
    description: '违规收取招标文件费用，受到罚款处罚，退费收款账户6222021234567890123',
  },
  {
    enterprise: 10,
    origin: 'department',
    level: 22,
    path: PUBLISHED_AFTER_FINAL,
    date: { publishedDaysAgo: 400 },
    description: '违法分包招标代理业务',
  },
];

/** The facts the credit-record workflow's conditions read of a record. */
export interface DemoRecordFacts {
  inPark: boolean;
  scoreValue: number;
  directPublish: boolean;
}

export interface DemoRecordEnterprise {
  id: number;
  inPark: boolean;
}

/** Seeds the desks' demo records, each walked along its path (demo-replay.ts), in the demo data transaction. */
export function seedDemoCreditRecords(
  tx: Executor,
  enterprises: readonly DemoRecordEnterprise[],
  storage?: FileStorage,
): Promise<number[]> {
  return seedDemoRecordList(tx, enterprises, DEMO_RECORDS, storage, (index) => `琼建信〔2026〕${10 + index}号`);
}

/**
 * Seeds `records` walked along their paths, with their attachments and history; returns their ids
 * in order. `symbol` numbers their decisions (关联文号).
 */
export async function seedDemoRecordList(
  tx: Executor,
  enterprises: readonly DemoRecordEnterprise[],
  records: readonly DemoRecord[],
  storage: FileStorage | undefined,
  symbol: (index: number, date: string) => string,
): Promise<number[]> {
  const now = new Date();
  const today = todayInShanghai(now);
  const ids: number[] = [];
  const levels = await tx
    .select({
      id: behaviorLevels.id,
      name: behaviorLevels.name,
      scoreValue: behaviorLevels.scoreValue,
      actor: behaviorContents.actor,
      content: behaviorContents.name,
      needsInnovationAward: behaviorContents.needsInnovationAward,
      category: behaviorCategories.name,
      creditType: behaviorCategories.creditType,
    })
    .from(behaviorLevels)
    .innerJoin(behaviorContents, eq(behaviorContents.id, behaviorLevels.contentId))
    .innerJoin(behaviorCategories, eq(behaviorCategories.id, behaviorContents.categoryId))
    .where(inArray(behaviorLevels.id, [...new Set(records.map((record) => record.level))]));
  for (const [index, record] of records.entries()) {
    const level = levels.find((candidate) => candidate.id === record.level);
    const enterprise = enterprises[record.enterprise];
    if (!level || !enterprise) throw new Error(`demo record ${index} names a missing level or enterprise`);
    if (level.needsInnovationAward && !record.innovationAward)
      throw new Error(`demo record ${index} needs its 创新奖项 (${level.content})`);
    const [person] =
      level.actor === 2
        ? await tx
            .select({ id: enterprisePersons.id, name: enterprisePersons.name })
            .from(enterprisePersons)
            .where(eq(enterprisePersons.enterpriseId, enterprise.id))
            .limit(1)
        : [];
    const facts: DemoRecordFacts = {
      inPark: enterprise.inPark,
      scoreValue: Number(level.scoreValue),
      directPublish: isDirectPublish(record.origin, level.creditType),
    };
    const author = DEMO_AUTHORS[record.origin];
    const replay = replayDemo(CREDIT_RECORD_WORKFLOW, facts, record.path, {
      author,
      at:
        typeof record.date === 'string'
          ? { from: new Date(`${record.date}T10:00:00+08:00`) }
          : { until: new Date(`${addCalendarDays(today, -record.date.publishedDaysAgo)}T10:00:00+08:00`) },
      created: true,
      now,
    });
    // A record published a given time ago was determined the day it was registered.
    const date = typeof record.date === 'string' ? record.date : todayInShanghai(replay.rows[0]?.createdAt ?? now);
    const last = replay.fired.at(-1);
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
        innovationAwardDescription: level.needsInnovationAward ? (record.innovationAward ?? null) : null,
        scoreValue: level.scoreValue,
        behaviorLevelId: level.id,
        identificationUnit: record.origin === 'enterprise' ? '海南省住房和城乡建设厅' : '海口市住房和城乡建设局',
        actDeterminationDate: date,
        relatedSymbol: symbol(index, date),
        behaviorDescription: record.description,
        contactPerson: author.name.slice(0, 10),
        telephone: '13907560000',
        processStatus: replay.state,
        origin: record.origin,
        submittedAt: lastFired(replay, isSubmission)?.createdAt ?? null,
        completedAt: lastFired(replay, (transition) => transition.to === S.completed)?.createdAt ?? null,
        // A returned record keeps the reason it was returned with, for its author.
        lastReason: last?.transition.action === 'reject' ? last.reason : null,
      })
      .returning({ id: creditRecords.id });
    if (!created) throw new Error('credit record insert returned nothing');
    ids.push(created.id);
    if (storage) {
      const annex = { category: 'creditRecord', fileType: '证明材料', createdAt: replay.rows[0]?.createdAt ?? now };
      // The decision the record rests on, as a PDF the desks open in the page (pdfOperation).
      const annexIds = [
        await demoPdfAnnex(tx, storage, {
          ...annex,
          fileName: '认定文件.pdf',
          lines: [`Credit record ${index + 1}: ${date}`, 'Haikou construction credit platform'],
        }),
      ];
      if (record.evidence !== undefined)
        annexIds.push(
          await storeDemoAnnex(tx, storage, {
            ...annex,
            document: await demoDocument(record.evidence, '证明材料', ['jpg', 'png', 'pdf', 'xlsx', 'docx']),
          }),
        );
      await tx.insert(creditRecordAnnexes).values(annexIds.map((annexId) => ({ recordId: created.id, annexId })));
    }
    await tx.insert(creditRecordHistory).values(replay.rows.map((row) => ({ recordId: created.id, ...row })));
  }
  return ids;
}
