import { cutChars } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { operationLogs, type OperationValues } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { requestIp } from './request-context.ts';

/** Who made a change, as the log keeps them: their name and role at that moment. */
export type OperationActor = Pick<Principal, 'userId' | 'username' | 'displayName' | 'roleName'>;

/** One change, as a service tells it (docs/operation-log.md). */
export interface OperationEntry {
  /** A code of OPERATION_OBJECT_KINDS (a flow's key for its items). */
  kind: string;
  objectId: number | string;
  /** What a person calls the object: a menu's name, a record's number. */
  label?: string;
  /** 新增, 修改, 删除, …, or a transition's label. */
  action: string;
  /** The fields as they were (修改: only those that changed; 删除: what was deleted). */
  before?: OperationValues;
  /** The fields as they are now (修改: only those that changed; 新增: what was created). */
  after?: OperationValues;
  /** A desk's instructions or a return's reason. */
  reason?: string;
}

const orNull = (values: OperationValues | undefined) => (values && Object.keys(values).length > 0 ? values : null);

/**
 * Writes one operation-log row through the caller's executor, so it commits or rolls back with
 * the change it describes. The client's address comes from the request context.
 */
export async function recordOperation(db: Executor, actor: OperationActor, entry: OperationEntry): Promise<void> {
  // A save that changed no logged field (the same form sent again, to submit it) is no change to log.
  if (entry.action === '修改' && !orNull(entry.before) && !orNull(entry.after)) return;
  await db.insert(operationLogs).values({
    userId: actor.userId,
    userName: cutChars(actor.displayName || actor.username, 60),
    roleName: cutChars(actor.roleName, 40),
    ip: requestIp(),
    objectKind: entry.kind,
    objectId: String(entry.objectId),
    objectLabel: cutChars(entry.label ?? '', 200),
    action: entry.action,
    before: orNull(entry.before),
    after: orNull(entry.after),
    reason: cutChars(entry.reason ?? '', 400),
  });
}
