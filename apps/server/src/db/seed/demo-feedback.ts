import { FEEDBACK_STATES as F } from '@credit/rules';
import type { Executor } from '../client.ts';
import { biddingFeedbackHistory, biddingFeedbacks } from '../schema/index.ts';

/** Agency projects reported by the demo enterprises (docs/demo-data.md): two wait at 初审, one is done. */
const DEMO_FEEDBACK = [
  { enterprise: 9, name: '海口市龙华区滨海大道改造工程施工招标代理', state: F.firstReview, fee: '18.500000', type: 2 },
  {
    enterprise: 0,
    name: '海南省人民医院住院楼扩建工程招标代理（负责人王建国13876543210）',
    state: F.firstReview,
    fee: '32.800000',
    type: 1,
  },
  { enterprise: 10, name: '三亚市海棠湾水系连通工程招标代理', state: F.completed, fee: '26.120000', type: 4 },
] as const;

export async function seedDemoFeedback(tx: Executor, enterpriseIds: readonly number[], names: readonly string[]) {
  for (const demo of DEMO_FEEDBACK) {
    const enterpriseId = enterpriseIds[demo.enterprise];
    if (enterpriseId === undefined) throw new Error('a demo feedback names no demo enterprise');
    const submitted = new Date('2026-11-18T10:00:00+08:00');
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
        processStatus: demo.state,
        submittedAt: submitted,
      })
      .returning({ id: biddingFeedbacks.id });
    if (!row) throw new Error('feedback insert returned nothing');
    const steps = [{ desk: 'feedback:submit', operatorName: '企业经办人', instructions: '提交' }];
    if (demo.state === F.completed)
      steps.push({ desk: 'feedback:review', operatorName: '初审员', instructions: '初审通过' });
    await tx.insert(biddingFeedbackHistory).values(
      steps.map((step, index) => ({
        feedbackId: row.id,
        ...step,
        createdAt: new Date(submitted.getTime() + index * 86_400_000),
      })),
    );
  }
}
