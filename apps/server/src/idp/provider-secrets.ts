import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { idpSecrets } from '../db/schema/index.ts';
import type { ProviderKind } from './demo-accounts.ts';

/** A local provider's secrets, the same on every instance: the newest generation first. */
export interface ProviderSecrets {
  /** RS256 private keys: the first signs, every one verifies (ID tokens given before a rotation). */
  signingKeys: JWK[];
  /** The first signs the provider's cookies, every one verifies. */
  cookieKeys: string[];
  /** The platform's client secret at the provider. */
  clientSecret: string;
}

async function newGeneration(kind: ProviderKind, generation: number) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    provider: kind,
    generation,
    signingKey: { ...(await exportJWK(privateKey)), kid: `${kind}-${generation}`, use: 'sig', alg: 'RS256' },
    cookieKey: randomBytes(32).toString('base64url'),
    clientSecret: randomBytes(24).toString('base64url'),
  };
}

const generations = (db: Database, kind: ProviderKind) =>
  db.select().from(idpSecrets).where(eq(idpSecrets.provider, kind)).orderBy(desc(idpSecrets.generation));

/**
 * Adds the generation after `latest`. Instances doing so at once each offer one; the first stored
 * stands and the others' are dropped (the primary key), so every instance reads back the same.
 */
async function addGeneration(db: Database, kind: ProviderKind, latest: number) {
  await db
    .insert(idpSecrets)
    .values(await newGeneration(kind, latest + 1))
    .onConflictDoNothing();
}

/** The provider's secrets as the database keeps them, made at the deployment's first start. */
export async function loadProviderSecrets(db: Database, kind: ProviderKind): Promise<ProviderSecrets> {
  let rows = await generations(db, kind);
  if (rows.length === 0) {
    await addGeneration(db, kind, 0);
    rows = await generations(db, kind);
  }
  const [newest] = rows;
  if (!newest) throw new Error(`no secrets for the ${kind} sign-in provider`);
  return {
    signingKeys: rows.map((row) => row.signingKey),
    cookieKeys: rows.map((row) => row.cookieKey),
    clientSecret: newest.clientSecret,
  };
}

/**
 * Rotation: a new generation, which instances use from their next start; the `keep` newest stay
 * (the older ones verify what was signed before), the rest are removed. Answers the new generation.
 */
export async function rotateProviderSecrets(db: Database, kind: ProviderKind, keep = 2): Promise<number> {
  const [latest] = await generations(db, kind);
  await addGeneration(db, kind, latest?.generation ?? 0);
  const [newest] = await generations(db, kind);
  const generation = newest?.generation ?? 0;
  await db.delete(idpSecrets).where(and(eq(idpSecrets.provider, kind), lte(idpSecrets.generation, generation - keep)));
  return generation;
}
