import { BIDDING_FEEDBACK_WORKFLOW, FEEDBACK_STATES as F } from '@credit/rules';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { biddingFeedbackAnnexes, biddingFeedbackHistory, biddingFeedbacks } from '../schema/index.ts';
import { demoPdfAnnex } from './demo-annex.ts';
import { DEMO_AUTHORS, isSubmission, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';

interface DemoFeedback {
  enterprise: number;
  name: string;
  /** The path it took through the feedback workflow (demo-replay.ts). */
  path: readonly DemoStep[];
  fee: string;
  type: number;
}

/** Agency projects reported by the demo enterprises (docs/demo-data.md): two wait at 初审, one is done. */
const DEMO_FEEDBACK: DemoFeedback[] = [
  { enterprise: 9, name: '海口市龙华区滨海大道改造工程施工招标代理', path: ['submit'], fee: '18.500000', type: 2 },
  {
    enterprise: 0,
    name: '海南省人民医院住院楼扩建工程招标代理（负责人王建国13876543210）',
    path: ['submit'],
    fee: '32.800000',
    type: 1,
  },
  {
    enterprise: 10,
    name: '三亚市海棠湾水系连通工程招标代理',
    path: ['submit', 'approve'],
    fee: '26.120000',
    type: 4,
  },
];

/** Every feedback was submitted on this day; 初审 acted a day after it. */
const SUBMITTED = new Date('2026-11-18T10:00:00+08:00');

export async function seedDemoFeedback(
  tx: Executor,
  enterpriseIds: readonly number[],
  names: readonly string[],
  storage?: FileStorage,
) {
  const now = new Date();
  for (const [index, demo] of DEMO_FEEDBACK.entries()) {
    const enterpriseId = enterpriseIds[demo.enterprise];
    if (enterpriseId === undefined) throw new Error('a demo feedback names no demo enterprise');
    const replay = replayDemo(BIDDING_FEEDBACK_WORKFLOW, {}, demo.path, {
      author: DEMO_AUTHORS.enterprise,
      at: { from: SUBMITTED },
      created: true,
      now,
    });
    const last = replay.fired.at(-1);
    const [row] = await tx
      .insert(biddingFeedbacks)
      .values({
        enterpriseId,
        agentCompanyName: names[demo.enterprise] ?? '',
        signDate: '2026-03-02',
        agentProjectName: demo.name,
        agentProjectAddress: '海南省海口市龙华区滨海大道',
        agentContractSignTime: '2026-03-02',
        agentResponsibleName: '王芳',
        entrustUnit: '海口市城市建设投资有限公司',
        agentServiceFee: demo.fee,
        agentStartDate: '2026-03-05',
        agentEndDate: '2026-09-30',
        province: '460000',
        city: '460100',
        area: '460106',
        agentProjectType: demo.type,
        investmentNature: 1,
        constructionScale: '总投资约2.3亿元',
        processStatus: replay.state,
        createdAt: replay.rows[0]?.createdAt ?? now,
        submittedAt: lastFired(replay, isSubmission)?.createdAt ?? null,
        lastReason: replay.state === F.returned && last ? last.reason : null,
      })
      .returning({ id: biddingFeedbacks.id });
    if (!row) throw new Error('feedback insert returned nothing');
    if (storage) {
      // A submitted feedback always has its agency contract (migration 0014).
      const annexId = await demoPdfAnnex(tx, storage, {
        category: 'biddingFeedback',
        fileType: '代理合同',
        fileName: '代理合同.pdf',
        lines: [`Agency contract ${index + 1}`, 'Haikou construction credit platform'],
        enterpriseId,
      });
      await tx.insert(biddingFeedbackAnnexes).values({ feedbackId: row.id, annexId });
    }
    await tx.insert(biddingFeedbackHistory).values(replay.rows.map((step) => ({ feedbackId: row.id, ...step })));
  }
}
