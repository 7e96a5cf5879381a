import { RECORD_REQUEST_KINDS, REQUEST_STATES as R, todayInShanghai, type RecordRequestKind } from '@credit/rules';
import { eq, inArray } from 'drizzle-orm';
import { workingDeadline } from '../../modules/holiday/working-calendar.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { creditRecords, creditRequestAnnexes, creditRequestHistory, creditRequests } from '../schema/index.ts';
import { demoPdfAnnex, storeDemoAnnex } from './demo-annex.ts';
import { demoDocument } from './demo-documents.ts';
import { DEMO_RECORDS } from './demo-credit-records.ts';
import { DEMO_AUTHORS, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';

export interface DemoRequest {
  kind: RecordRequestKind['key'];
  /** The description of the demo record it is about. */
  record: string;
  /** The path it took through its kind's workflow (demo-replay.ts). */
  path: readonly DemoStep[];
  reason: string;
}

/** One revocation and one repair waiting at each of their desks (docs/demo-data.md). */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    kind: 'revoke',
    record: '海口市江东新区道路工程造价咨询成果获评市级优秀成果（项目联系人张三，电话138****5678）',
    path: ['submit'],
    reason: '该优秀成果评选结果已被主办单位撤回，申请撤销相应良好信用记录（经办人手机136****5432）',
  },
  {
    kind: 'repair',
    record: '未按规定报送2025年度业务统计资料，经办人符海生（身份证460100198003150018）未按期报送',
    path: ['submit'],
    reason: '已建立统计报送制度并指定专人负责，此后各季度均按期报送',
  },
  {
    kind: 'repair',
    record: '违规收取招标文件费用，受到罚款处罚，退费收款账户6222021234567890123',
    path: ['submit', 'approve'],
    reason: '已退还多收费用并公开致歉，罚款已缴清，联系人李明，手机139****1234',
  },
  {
    kind: 'repair',
    record: '违法分包招标代理业务',
    // 初审通过, 复审通过，报部门领导终审 (−15).
    path: ['submit', 'approve', 'approve'],
    reason: '已解除分包合同，完成内部整改并通过主管部门复查',
  },
];

/** Every request was submitted on this day; its desks acted a day apart after it. */
const SUBMITTED = new Date('2026-11-19T10:00:00+08:00');

/** The states a request ends in (its decision dates it). */
const DECIDED: number[] = [R.firstRejected, R.reviewRejected, R.finalRejected, R.completed];

/** The attachments each kind's form asks for (migration 0013): a PDF of each type. */
const ANNEXES: Record<RecordRequestKind['key'], string[]> = {
  revoke: ['撤销证明材料'],
  repair: ['信用修复承诺书', '整改证明材料'],
};

/** A revocation or repair to seed about a seeded record. */
export interface DemoRequestItem extends Omit<DemoRequest, 'record'> {
  recordId: number;
  /** When it was submitted (its desks acted after it, as its path's days say). */
  submitted: Date;
  /** Which of demoDocument's round of formats its attachments take (PDFs unless given). */
  evidence?: number;
}

/** Seeds the demo revocations and repairs against the demo records (`recordIds` in DEMO_RECORDS order). */
export function seedDemoRequests(tx: Executor, recordIds: readonly number[], storage?: FileStorage) {
  return seedDemoRequestList(
    tx,
    DEMO_REQUESTS.map(({ record: description, ...demo }) => {
      const recordId = recordIds[DEMO_RECORDS.findIndex((record) => record.description === description)];
      if (recordId === undefined) throw new Error(`a demo request names no demo record: ${description}`);
      return { ...demo, recordId, submitted: SUBMITTED };
    }),
    storage,
  );
}

/** Seeds revocations and repairs walked along their paths; an approved one ends its record, as the desks' decision does. */
export async function seedDemoRequestList(tx: Executor, requests: readonly DemoRequestItem[], storage?: FileStorage) {
  const now = new Date();
  const records = await tx
    .select({ id: creditRecords.id, scoreValue: creditRecords.scoreValue, enterpriseId: creditRecords.enterpriseId })
    .from(creditRecords)
    .where(
      inArray(
        creditRecords.id,
        requests.map((request) => request.recordId),
      ),
    );
  for (const [index, demo] of requests.entries()) {
    const record = records.find((row) => row.id === demo.recordId);
    if (!record) throw new Error('a demo request names a missing record');
    const kind = RECORD_REQUEST_KINDS[demo.kind];
    const replay = replayDemo(kind.workflow, { scoreValue: Number(record.scoreValue) }, demo.path, {
      author: DEMO_AUTHORS.enterprise,
      at: { from: demo.submitted },
      created: true,
      now,
    });
    const createdAt = replay.rows[0]?.createdAt ?? now;
    const decided = lastFired(replay, (transition) => DECIDED.includes(transition.to));
    const [request] = await tx
      .insert(creditRequests)
      .values({
        kind: kind.key,
        recordId: record.id,
        reason: demo.reason,
        processStatus: replay.state,
        createdAt,
        // Review ends within its working days of the application, as the service dates it.
        dueOn: kind.reviewWorkingDays
          ? await workingDeadline(tx, kind.reviewWorkingDays, todayInShanghai(createdAt))
          : null,
        decidedAt: decided?.createdAt ?? null,
        lastReason: lastFired(replay, (transition) => transition.action === 'reject')?.reason ?? null,
      })
      .returning({ id: creditRequests.id });
    if (!request) throw new Error('request insert returned nothing');
    if (replay.state === R.completed && decided)
      await tx
        .update(creditRecords)
        .set({ endedOn: todayInShanghai(decided.createdAt), endReason: kind.endReason })
        .where(eq(creditRecords.id, record.id));
    if (storage)
      for (const [number, fileType] of ANNEXES[demo.kind].entries()) {
        const annex = { category: kind.annexCategory, fileType, enterpriseId: record.enterpriseId, createdAt };
        const annexId =
          demo.evidence === undefined
            ? await demoPdfAnnex(tx, storage, {
                ...annex,
                fileName: `${fileType}.pdf`,
                lines: [
                  `${kind.key} request ${index + 1}, attachment ${number + 1}`,
                  'Haikou construction credit platform',
                ],
              })
            : await storeDemoAnnex(tx, storage, {
                ...annex,
                // A 承诺书 is signed on paper: a scan or a PDF, never a spreadsheet.
                document: await demoDocument(
                  demo.evidence + number,
                  fileType,
                  number === 0 ? ['jpg', 'pdf'] : ['png', 'xlsx', 'docx', 'pdf'],
                ),
              });
        await tx.insert(creditRequestAnnexes).values({ requestId: request.id, annexId });
      }
    await tx.insert(creditRequestHistory).values(replay.rows.map((row) => ({ requestId: request.id, ...row })));
  }
}
