import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads as t } from '../db/schema/index.ts';
import type { ProviderKind } from './demo-accounts.ts';

/** How often at most an instance sweeps expired rows, and how many one sweep removes. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_ROWS = 500;

/** Seconds from now in the database's clock (every instance reads expiry against the same clock). */
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const epochOf = (seconds: unknown) => (typeof seconds === 'number' ? sql`to_timestamp(${seconds})` : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * oidc-provider's store kept in PostgreSQL (table oidc_payload), so every instance of a deployment
 * sees the same interactions, sessions, grants, codes and tokens, and a restart keeps them.
 * A row lives `expiresIn` plus the clock tolerance, as in the library's own store; expired rows are
 * never read, and a write sweeps a batch of them at most once a minute per instance.
 */
export function createPostgresAdapter(db: Database, provider: ProviderKind, clockTolerance: number): AdapterFactory {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`delete from ${t} where ctid = any(array(
      select ctid from ${t} where ${t.expiresAt} < now() limit ${SWEEP_ROWS}))`);
  };
  const live = or(isNull(t.expiresAt), gt(t.expiresAt, sql`now()`));

  return (model: string): Adapter => {
    const ofModel = (condition: SQL) => and(eq(t.provider, provider), eq(t.model, model), condition);
    // A value a client sent (a token, a code): one holding a NUL byte, which PostgreSQL cannot take, is no stored one.
    const findOne = async (condition: SQL, value: string) => {
      if (value.includes('\u0000')) return undefined;
      const [row] = await db
        .select({ payload: t.payload, consumedAt: t.consumedAt })
        .from(t)
        .where(and(ofModel(condition), live))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const columns = {
          payload: payload as Record<string, unknown>,
          grantId: textOf(payload.grantId),
          userCode: textOf(payload.userCode),
          uid: model === 'Session' ? textOf(payload.uid) : null,
          expiresAt: typeof expiresIn === 'number' ? secondsFromNow(expiresIn + clockTolerance) : null,
          consumedAt: epochOf(payload.consumed),
        };
        await db
          .insert(t)
          .values({ provider, model, id, ...columns })
          .onConflictDoUpdate({ target: [t.provider, t.model, t.id], set: columns });
        await sweep();
      },
      find: (id) => findOne(eq(t.id, id), id),
      findByUid: (uid) => findOne(eq(t.uid, uid), uid),
      findByUserCode: (userCode) => findOne(eq(t.userCode, userCode), userCode),
      // Once only, even when two instances take the same code at once: the second is refused.
      async consume(id) {
        const consumed = await db
          .update(t)
          .set({ consumedAt: sql`now()` })
          .where(and(ofModel(eq(t.id, id)), isNull(t.consumedAt)))
          .returning({ id: t.id });
        if (consumed.length === 0) throw new errors.InvalidGrant(`${model} already consumed`);
      },
      async destroy(id) {
        await db.delete(t).where(ofModel(eq(t.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(t).where(ofModel(eq(t.grantId, grantId)));
      },
    };
  };
}
