import { APPEAL_STATES as A, CREDIT_APPEAL_WORKFLOW, RECORD_END_REASONS, todayInShanghai } from '@credit/rules';
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import {
  creditAppealAnnexes,
  creditAppealHistory,
  creditAppeals,
  creditRecords,
  enterprises,
} from '../schema/index.ts';
import { demoPdfAnnex, storeDemoAnnex } from './demo-annex.ts';
import { demoDocument } from './demo-documents.ts';
import { DEMO_RECORDS } from './demo-credit-records.ts';
import { DEMO_AUTHORS, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';

export interface DemoAppeal {
  /** The description of the demo record appealed. */
  record: string;
  /** The path it took through the appeal workflow (demo-replay.ts). */
  path: readonly DemoStep[];
  complainant: string;
  reason: string;
}

/** Every appeal was submitted on this day, within its record's appeal window; its desks acted a day apart after it. */
const SUBMITTED = new Date('2026-11-20T10:00:00+08:00');

/** The states an appeal ends in (its decision day dates it). */
const DECIDED: number[] = [A.notAccepted, A.upheld, A.rejected];

/**
 * One appeal waiting at each appeal desk (docs/demo-data.md): 初审 (type 4), the park (type 5),
 * department acceptance (type 6), department review and 终审; and one of qiye1's upheld on
 * 2026-11-22, whose record no longer counts.
 */
const DEMO_APPEALS: DemoAppeal[] = [
  {
    record: '未按规定报送2026年10月业务统计月报',
    path: ['submit'],
    complainant: '周敏',
    reason: '统计资料已于截止日前通过邮件（li.ming@example.com）报送，附发送记录截图',
  },
  {
    record: '园区检查发现未按规定公示收费标准，受到警告',
    path: ['submit'],
    complainant: '陈刚',
    reason: '收费标准已在办公场所公示，检查当日公示牌正在更换',
  },
  {
    record: '违规承接招标代理业务，被责令停业整顿',
    path: ['submit'],
    complainant: '吴涛',
    reason: '所涉项目系联合体牵头单位承接，本公司未超越资质范围',
  },
  {
    record: '未按规定报送2026年第三季度业务统计资料',
    path: ['submit', 'approve'],
    complainant: '李明',
    reason: '第三季度统计资料已按期报送，系统显示未报送为平台故障所致',
  },
  {
    record: '出具的结算审核报告严重失实',
    // 受理, 初审通过, 部门审核通过，报部门领导终审.
    path: ['submit', 'approve', 'approve', 'approve'],
    complainant: '郑华',
    reason: '偏差系建设单位变更设计所致，已提交设计变更文件',
  },
  {
    record: '抽查发现一名注册造价工程师同时在两家单位注册',
    // 初审通过 on 11-21, 部门审核通过，申诉成立 on 11-22.
    path: ['submit', 'approve', 'approve'],
    complainant: '李明',
    reason: '该工程师认定前已在原单位办理注册注销，原单位未及时在系统中变更',
  },
];

/** An appeal to seed against a seeded record. */
export interface DemoAppealItem extends Omit<DemoAppeal, 'record'> {
  recordId: number;
  /** When it was submitted (its desks acted after it, as its path's days say). */
  submitted: Date;
  /** A second 申诉材料 besides its PDF: the `evidence`th of demoDocument's round of formats. */
  evidence?: number;
}

/** Seeds the demo appeals against the demo records (`recordIds` in DEMO_RECORDS order). */
export function seedDemoAppeals(tx: Executor, recordIds: readonly number[], storage?: FileStorage) {
  return seedDemoAppealList(
    tx,
    DEMO_APPEALS.map(({ record: description, ...demo }) => {
      const recordId = recordIds[DEMO_RECORDS.findIndex((record) => record.description === description)];
      if (recordId === undefined) throw new Error(`a demo appeal names no demo record: ${description}`);
      return { ...demo, recordId, submitted: SUBMITTED };
    }),
    storage,
  );
}

/** Seeds appeals walked along their paths, with their attachments and history; an upheld one ends its record. */
export async function seedDemoAppealList(tx: Executor, appeals: readonly DemoAppealItem[], storage?: FileStorage) {
  const now = new Date();
  const records = await tx
    .select({
      id: creditRecords.id,
      scoreValue: creditRecords.scoreValue,
      enterpriseId: creditRecords.enterpriseId,
      inPark: enterprises.inPark,
    })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(
      inArray(
        creditRecords.id,
        appeals.map((appeal) => appeal.recordId),
      ),
    );
  for (const [index, demo] of appeals.entries()) {
    const record = records.find((row) => row.id === demo.recordId);
    if (!record) throw new Error('a demo appeal names a missing record');
    const replay = replayDemo(
      CREDIT_APPEAL_WORKFLOW,
      { scoreValue: Number(record.scoreValue), inPark: record.inPark },
      demo.path,
      { author: DEMO_AUTHORS.enterprise, at: { from: demo.submitted }, created: true, now },
    );
    const decided = lastFired(replay, (transition) => DECIDED.includes(transition.to));
    const createdAt = replay.rows[0]?.createdAt ?? now;
    const [appeal] = await tx
      .insert(creditAppeals)
      .values({
        recordId: record.id,
        complainant: demo.complainant,
        telephone: '13907561234',
        appealReason: demo.reason,
        processStatus: replay.state,
        createdAt,
        decidedAt: decided?.createdAt ?? null,
        lastReason: lastFired(replay, (transition) => transition.action === 'reject')?.reason ?? null,
      })
      .returning({ id: creditAppeals.id });
    if (!appeal) throw new Error('appeal insert returned nothing');
    // An upheld appeal takes its record out of force from its decision day.
    if (replay.state === A.upheld && decided)
      await tx
        .update(creditRecords)
        .set({ endedOn: todayInShanghai(decided.createdAt), endReason: RECORD_END_REASONS.appealUpheld })
        .where(eq(creditRecords.id, record.id));
    if (storage) {
      const annex = { category: 'creditAppeal', fileType: '申诉材料', enterpriseId: record.enterpriseId, createdAt };
      const annexIds = [
        await demoPdfAnnex(tx, storage, {
          ...annex,
          fileName: '申诉材料.pdf',
          lines: [`Appeal ${index + 1}`, 'Haikou construction credit platform'],
        }),
      ];
      if (demo.evidence !== undefined)
        annexIds.push(
          await storeDemoAnnex(tx, storage, {
            ...annex,
            document: await demoDocument(demo.evidence, '申诉证明材料', ['jpg', 'png', 'pdf', 'xlsx', 'docx']),
          }),
        );
      await tx.insert(creditAppealAnnexes).values(annexIds.map((annexId) => ({ appealId: appeal.id, annexId })));
    }
    await tx.insert(creditAppealHistory).values(replay.rows.map((row) => ({ appealId: appeal.id, ...row })));
  }
}
