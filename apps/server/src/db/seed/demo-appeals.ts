import { APPEAL_STATES as A, RECORD_END_REASONS } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { creditAppealHistory, creditAppeals, creditRecords } from '../schema/index.ts';
import { DEMO_RECORDS, type DemoRecord } from './demo-credit-records.ts';

interface DemoAppeal {
  /** Which demo record is appealed. */
  record: (record: DemoRecord) => boolean;
  state: number;
  complainant: string;
  reason: string;
  /** The desks it passed, oldest first. */
  steps: { desk: string; operator: string; instructions: string }[];
  /** An upheld appeal's decision day: its record stops counting that day. */
  upheldOn?: string;
}

const SUBMIT = { desk: 'appeal:submit', operator: '企业经办人', instructions: '提交申诉' };

/**
 * One appeal waiting at each appeal desk (docs/demo-data.md): 初审 (type 4), the park (type 5),
 * department acceptance (type 6), department review and 终审; and one of qiye1's upheld, whose
 * record no longer counts.
 */
const DEMO_APPEALS: DemoAppeal[] = [
  {
    record: (r) => r.enterprise === 7 && r.level === 27,
    state: A.firstReview,
    complainant: '周敏',
    reason: '统计资料已于截止日前通过邮件（li.ming@example.com）报送，附发送记录截图',
    steps: [SUBMIT],
  },
  {
    record: (r) => r.enterprise === 5 && r.level === 29,
    state: A.parkReview,
    complainant: '陈刚',
    reason: '收费标准已在办公场所公示，检查当日公示牌正在更换',
    steps: [SUBMIT],
  },
  {
    record: (r) => r.enterprise === 9 && r.level === 31,
    state: A.acceptance,
    complainant: '吴涛',
    reason: '所涉项目系联合体牵头单位承接，本公司未超越资质范围',
    steps: [SUBMIT],
  },
  {
    record: (r) => r.enterprise === 0 && r.level === 27 && r.state === 7,
    state: A.deptReview,
    complainant: '李明',
    reason: '第三季度统计资料已按期报送，系统显示未报送为平台故障所致',
    steps: [SUBMIT, { desk: 'appeal:firstReview', operator: '初审员', instructions: '初审通过' }],
  },
  {
    record: (r) => r.enterprise === 3 && r.level === 20,
    state: A.finalReview,
    complainant: '郑华',
    reason: '偏差系建设单位变更设计所致，已提交设计变更文件',
    steps: [
      SUBMIT,
      { desk: 'appeal:accept', operator: '部门审核员', instructions: '受理' },
      { desk: 'appeal:firstReview', operator: '初审员', instructions: '初审通过' },
      { desk: 'appeal:deptReview', operator: '部门审核员', instructions: '部门审核通过，报部门领导终审' },
    ],
  },
  {
    record: (r) => r.enterprise === 0 && r.level === 28,
    state: A.upheld,
    complainant: '李明',
    reason: '该工程师认定前已在原单位办理注册注销，原单位未及时在系统中变更',
    steps: [
      SUBMIT,
      { desk: 'appeal:firstReview', operator: '初审员', instructions: '初审通过' },
      { desk: 'appeal:deptReview', operator: '部门审核员', instructions: '部门审核通过，申诉成立' },
    ],
    upheldOn: '2026-11-22',
  },
];

/** Seeds the demo appeals against the demo records (`recordIds` in DEMO_RECORDS order). */
export async function seedDemoAppeals(tx: Executor, recordIds: readonly number[]) {
  for (const demo of DEMO_APPEALS) {
    const recordId = recordIds[DEMO_RECORDS.findIndex(demo.record)];
    if (recordId === undefined) throw new Error('a demo appeal names no demo record');
    const [appeal] = await tx
      .insert(creditAppeals)
      .values({
        recordId,
        complainant: demo.complainant,
        telephone: '13907561234',
        appealReason: demo.reason,
        processStatus: demo.state,
        createdAt: new Date('2026-11-20T10:00:00+08:00'),
        decidedAt: demo.upheldOn ? new Date(`${demo.upheldOn}T10:00:00+08:00`) : null,
      })
      .returning({ id: creditAppeals.id });
    if (!appeal) throw new Error('appeal insert returned nothing');
    if (demo.upheldOn)
      await tx
        .update(creditRecords)
        .set({ endedOn: demo.upheldOn, endReason: RECORD_END_REASONS.appealUpheld })
        .where(eq(creditRecords.id, recordId));
    await tx.insert(creditAppealHistory).values(
      demo.steps.map((step, index) => ({
        appealId: appeal.id,
        desk: step.desk,
        operatorName: step.operator,
        instructions: step.instructions,
        createdAt: new Date(Date.parse('2026-11-20T10:00:00+08:00') + index * 86_400_000),
      })),
    );
  }
}
