import { REQUEST_STATES as R } from '@credit/rules';
import type { Executor } from '../client.ts';
import { creditRequestHistory, creditRequests } from '../schema/index.ts';
import { DEMO_RECORDS, type DemoRecord } from './demo-credit-records.ts';

interface DemoRequest {
  kind: 'revoke' | 'repair';
  record: (record: DemoRecord) => boolean;
  state: number;
  reason: string;
  /** The desks it passed after its submission. */
  passed: { desk: string; operator: string; instructions: string }[];
}

/** One revocation and one repair waiting at each of their desks (docs/demo-data.md). */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    kind: 'revoke',
    record: (r) => r.enterprise === 0 && r.level === 6,
    state: R.firstReview,
    reason: '该优秀成果评选结果已被主办单位撤回，申请撤销相应良好信用记录（经办人手机13698765432）',
    passed: [],
  },
  {
    kind: 'repair',
    record: (r) => r.enterprise === 7 && r.level === 27,
    state: R.firstReview,
    reason: '已建立统计报送制度并指定专人负责，此后各季度均按期报送',
    passed: [],
  },
  {
    kind: 'repair',
    record: (r) => r.enterprise === 11 && r.level === 30,
    state: R.review,
    reason: '已退还多收费用并公开致歉，罚款已缴清，联系人李明，手机13907561234',
    passed: [{ desk: 'repair:firstReview', operator: '初审员', instructions: '初审通过' }],
  },
  {
    kind: 'repair',
    record: (r) => r.enterprise === 10 && r.level === 22,
    state: R.finalReview,
    reason: '已解除分包合同，完成内部整改并通过主管部门复查',
    passed: [
      { desk: 'repair:firstReview', operator: '初审员', instructions: '初审通过' },
      { desk: 'repair:review', operator: '部门审核员', instructions: '复审通过，报部门领导终审' },
    ],
  },
];

const SUBMIT = { revoke: 'revoke:submit', repair: 'repair:submit' } as const;

/** Seeds the demo revocations and repairs against the demo records (`recordIds` in DEMO_RECORDS order). */
export async function seedDemoRequests(tx: Executor, recordIds: readonly number[]) {
  const submitted = new Date('2026-11-19T10:00:00+08:00');
  for (const demo of DEMO_REQUESTS) {
    const recordId = recordIds[DEMO_RECORDS.findIndex(demo.record)];
    if (recordId === undefined) throw new Error('a demo request names no demo record');
    const [request] = await tx
      .insert(creditRequests)
      .values({
        kind: demo.kind,
        recordId,
        reason: demo.reason,
        processStatus: demo.state,
        createdAt: submitted,
        dueOn: demo.kind === 'repair' ? '2026-12-17' : null,
      })
      .returning({ id: creditRequests.id });
    if (!request) throw new Error('request insert returned nothing');
    const steps = [{ desk: SUBMIT[demo.kind], operator: '企业经办人', instructions: '提交申请' }, ...demo.passed];
    await tx.insert(creditRequestHistory).values(
      steps.map((step, index) => ({
        requestId: request.id,
        desk: step.desk,
        operatorName: step.operator,
        instructions: step.instructions,
        createdAt: new Date(submitted.getTime() + index * 86_400_000),
      })),
    );
  }
}
