import type { TrackedField } from '../../platform/history/index.ts';
import type { Database } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';

/** A database or an open transaction: audit rows are written in the change's own transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** One administrative change: who did what to which object, with a before → after summary. */
export async function writeAudit(
  db: Executor,
  actor: Pick<Principal, 'userId' | 'username'>,
  entry: { action: string; target: string; detail?: string | string[] },
): Promise<void> {
  const detail = Array.isArray(entry.detail) ? entry.detail.join('；') : (entry.detail ?? '');
  await db.insert(auditLogs).values({
    userId: actor.userId,
    username: actor.username,
    action: entry.action,
    target: entry.target.slice(0, 200),
    detail,
  });
}

/** "字段: 值" for every non-empty tracked field: what a created or deleted object held. */
export function snapshotLines<T extends object>(fields: readonly TrackedField<T>[], value: T): string[] {
  return fields.flatMap((field) => {
    const raw = value[field.key];
    if (raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return [];
    return [`${field.label}: ${field.show ? field.show(raw) : String(raw)}`];
  });
}
