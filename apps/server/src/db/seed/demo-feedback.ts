import { BIDDING_FEEDBACK_WORKFLOW, FEEDBACK_STATES as F } from '@credit/rules';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { biddingFeedbackAnnexes, biddingFeedbackHistory, biddingFeedbacks } from '../schema/index.ts';
import { demoPdfAnnex, storeDemoAnnex } from './demo-annex.ts';
import { demoDocument } from './demo-documents.ts';
import { DEMO_AUTHORS, isSubmission, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';

export interface DemoFeedback {
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
    name: '海南省人民医院住院楼扩建工程招标代理（负责人王建国138****3210）',
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

/** A feedback to seed: its enterprise's id and name, when it was submitted. */
export interface DemoFeedbackItem extends Omit<DemoFeedback, 'enterprise'> {
  enterpriseId: number;
  enterpriseName: string;
  submitted: Date;
  /** Which of demoDocument's round of formats its contract takes (a PDF unless given). */
  evidence?: number;
  /** The contract's signing and the agency's start and end (yyyy-MM-dd); the 2026-03 project's unless given. */
  contract?: { signed: string; start: string; end: string };
}

const CONTRACT = { signed: '2026-03-02', start: '2026-03-05', end: '2026-09-30' };

export function seedDemoFeedback(
  tx: Executor,
  enterpriseIds: readonly number[],
  names: readonly string[],
  storage?: FileStorage,
) {
  return seedDemoFeedbackList(
    tx,
    DEMO_FEEDBACK.map(({ enterprise, ...demo }) => {
      const enterpriseId = enterpriseIds[enterprise];
      if (enterpriseId === undefined) throw new Error('a demo feedback names no demo enterprise');
      return { ...demo, enterpriseId, enterpriseName: names[enterprise] ?? '', submitted: SUBMITTED };
    }),
    storage,
  );
}

/** Seeds agency feedback walked along its paths, with its contract and history. */
export async function seedDemoFeedbackList(tx: Executor, feedback: readonly DemoFeedbackItem[], storage?: FileStorage) {
  const now = new Date();
  for (const [index, demo] of feedback.entries()) {
    const { enterpriseId, contract = CONTRACT } = demo;
    const replay = replayDemo(BIDDING_FEEDBACK_WORKFLOW, {}, demo.path, {
      author: DEMO_AUTHORS.enterprise,
      at: { from: demo.submitted },
      created: true,
      now,
    });
    const last = replay.fired.at(-1);
    const createdAt = replay.rows[0]?.createdAt ?? now;
    const [row] = await tx
      .insert(biddingFeedbacks)
      .values({
        enterpriseId,
        agentCompanyName: demo.enterpriseName,
        signDate: contract.signed,
        agentProjectName: demo.name,
        agentProjectAddress: '海南省海口市龙华区滨海大道',
        agentContractSignTime: contract.signed,
        agentResponsibleName: '王芳',
        entrustUnit: '海口市城市建设投资有限公司',
        agentServiceFee: demo.fee,
        agentStartDate: contract.start,
        agentEndDate: contract.end,
        province: '460000',
        city: '460100',
        area: '460106',
        agentProjectType: demo.type,
        investmentNature: 1,
        constructionScale: '总投资约2.3亿元',
        processStatus: replay.state,
        createdAt,
        submittedAt: lastFired(replay, isSubmission)?.createdAt ?? null,
        lastReason: replay.state === F.returned && last ? last.reason : null,
      })
      .returning({ id: biddingFeedbacks.id });
    if (!row) throw new Error('feedback insert returned nothing');
    if (storage) {
      const annex = { category: 'biddingFeedback', fileType: '代理合同', enterpriseId, createdAt };
      // A submitted feedback always has its agency contract (migration 0014).
      const annexId =
        demo.evidence === undefined
          ? await demoPdfAnnex(tx, storage, {
              ...annex,
              fileName: '代理合同.pdf',
              lines: [`Agency contract ${index + 1}`, 'Haikou construction credit platform'],
            })
          : await storeDemoAnnex(tx, storage, {
              ...annex,
              document: await demoDocument(demo.evidence, '代理合同', ['pdf', 'docx', 'jpg']),
            });
      await tx.insert(biddingFeedbackAnnexes).values({ feedbackId: row.id, annexId });
    }
    await tx.insert(biddingFeedbackHistory).values(replay.rows.map((step) => ({ feedbackId: row.id, ...step })));
  }
}
