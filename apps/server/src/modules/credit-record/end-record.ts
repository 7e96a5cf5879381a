import {
  CREDIT_RECORD_MSG,
  RECORD_REQUEST_KINDS,
  todayInShanghai,
  type RecordEndReason,
  type RecordRequestKind,
  type Workflow,
} from '@credit/rules';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRecords, creditRequests } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import type { Principal } from '../auth/principal.ts';
import { scoreChanged } from '../../platform/score-changes.ts';
import { inForce } from './in-force.ts';
import { recordRequestBinding } from './record-requests.ts';

export interface RecordEnd {
  recordId: number;
  endReason: RecordEndReason;
  /** Whose decision ends it: the closing of the other open items is written in their name. */
  actor: Principal;
  /** The request whose approval ends it, which is not closed with the others. */
  byRequest?: number;
}

/** The states the platform's closing transition leaves from: the item is still open. */
const closable = (workflow: Workflow) => workflow.transitions.find((t) => t.automatic)?.from ?? [];

/** Closes, as the platform, the requests still open about a record that just ended (a revocation the department overtook); returns what it closed. */
async function closeOpenItems(tx: Executor, end: RecordEnd): Promise<string[]> {
  const reason = `该信用记录已${end.endReason}`;
  const requests = await tx
    .select({ id: creditRequests.id, kind: creditRequests.kind, state: creditRequests.processStatus })
    .from(creditRequests)
    .where(
      and(
        eq(creditRequests.recordId, end.recordId),
        end.byRequest === undefined ? undefined : ne(creditRequests.id, end.byRequest),
      ),
    );
  const open = requests.flatMap((request) => {
    const kind: RecordRequestKind | undefined = RECORD_REQUEST_KINDS[request.kind as RecordRequestKind['key']];
    return kind && closable(kind.workflow).includes(request.state) ? [{ ...request, kind }] : [];
  });
  const close = { action: 'close', actor: end.actor, reason, automatic: true } as const;
  for (const request of open) await fire(tx, recordRequestBinding(request.kind), { ...close, id: request.id });
  return open.map((request) => `${request.kind.title}申请`);
}

/**
 * The one way a published record stops counting before its validity runs out: an upheld appeal,
 * a completed repair, an approved revocation, the department's revocation. Only a record still in
 * force ends (its first end stands; 409 otherwise); a request still open about it (a revocation
 * the department overtook) is closed by the platform with the reason; the enterprise's score follows at once. Returns
 * what it closed, for the one notice the enterprise is sent. The caller holds the record's lock.
 */
export async function endRecord(tx: Executor, end: RecordEnd): Promise<string[]> {
  const [ended] = await tx
    .update(creditRecords)
    .set({ endedOn: todayInShanghai(), endReason: end.endReason })
    .where(and(eq(creditRecords.id, end.recordId), inForce()))
    .returning({ enterpriseId: creditRecords.enterpriseId });
  if (!ended) throw new AppError(CREDIT_RECORD_MSG.alreadyEnded, { statusCode: 409 });
  const closed = await closeOpenItems(tx, end);
  await scoreChanged(tx, [ended.enterpriseId]);
  return closed;
}

/** How the one notice of an ending names the open items it closed. */
export const closedNote = (closed: readonly string[]) =>
  closed.length > 0 ? `；办理中的${[...new Set(closed)].join('、')}随之终止` : '';
