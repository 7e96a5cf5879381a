import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditArchives, auditChains } from '../../db/schema/index.ts';

/** An audited table's chain as `audit_chain` keeps it: its newest place and hash, and the columns it leaves out. */
export interface ChainHead {
  chain: string;
  seq: number;
  hash: Buffer;
  derivedColumns: string[];
}

/** A chained row as stored, with its canonical content and the hash that content gives after its stored previous hash. */
export interface ChainedRow {
  id: number;
  createdAt: string;
  seq: number;
  prevHash: Buffer | null;
  hash: Buffer | null;
  /** The row's canonical content (docs/security-trail.md): what its hash covers after the previous hash. */
  content: string;
  recomputed: Buffer;
}

/** Every chain, in name order. */
export const chainHeads = (db: Executor): Promise<ChainHead[]> =>
  db.select().from(auditChains).orderBy(asc(auditChains.chain));

/** A chain's archives, oldest first. */
export const chainArchives = (db: Executor, chain: string) =>
  db.select().from(auditArchives).where(eq(auditArchives.chain, chain)).orderBy(asc(auditArchives.firstSeq));

/** Where the live rows of a chain continue from: after its newest archive, else the chain's start. */
export async function liveStart(db: Executor, chain: string): Promise<{ seq: number; prevHash: Buffer }> {
  const [last] = await db
    .select({ seq: auditArchives.lastSeq, hash: auditArchives.lastHash })
    .from(auditArchives)
    .where(eq(auditArchives.chain, chain))
    .orderBy(sql`${auditArchives.lastSeq} desc`)
    .limit(1);
  return last ? { seq: last.seq + 1, prevHash: last.hash } : { seq: 1, prevHash: Buffer.alloc(0) };
}

/** Up to `limit` chained rows after place `after`, in chain order, each with its content and recomputed hash. */
export async function chainedRows(db: Executor, head: ChainHead, after: number, limit: number): Promise<ChainedRow[]> {
  const table = sql.identifier(head.chain);
  const derived = sql`(select derived_columns from audit_chain where chain = ${head.chain})`;
  const result = await db.execute<{
    id: string;
    created_at: string;
    chain_seq: string;
    prev_hash: Buffer | null;
    hash: Buffer | null;
    content: string;
    recomputed: Buffer;
  }>(sql`
    select t.id, to_json(t.created_at)#>>'{}' as created_at, t.chain_seq, t.prev_hash, t.hash,
      convert_from(audit_row_content(t, ${derived}), 'UTF8') as content,
      sha256(coalesce(t.prev_hash, ''::bytea) || audit_row_content(t, ${derived})) as recomputed
    from ${table} t where t.chain_seq > ${after} order by t.chain_seq limit ${limit}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at,
    seq: Number(row.chain_seq),
    prevHash: row.prev_hash,
    hash: row.hash,
    content: row.content,
    recomputed: row.recomputed,
  }));
}

/** The first row of a table outside its chain (written with the triggers bypassed), if any. */
export async function unchainedRow(
  db: Executor,
  chain: string,
): Promise<{ id: number; createdAt: string } | undefined> {
  const result = await db.execute<{ id: string; created_at: string }>(sql`
    select id, to_json(created_at)#>>'{}' as created_at from ${sql.identifier(chain)}
    where chain_seq is null order by id limit 1`);
  const [row] = result.rows;
  return row && { id: Number(row.id), createdAt: row.created_at };
}

/** sha256(previous hash ‖ content): a row's hash, as the database's seal computes it. */
export const rowHash = (prevHash: Buffer, content: string): Buffer =>
  createHash('sha256').update(prevHash).update(content, 'utf8').digest();

/** One line of an archive file: a row's place, id, time, chain hashes (hex) and canonical content. */
export interface ArchiveLine {
  seq: number;
  id: number;
  createdAt: string;
  prevHash: string;
  hash: string;
  content: string;
}

export const archiveLine = (row: ChainedRow): ArchiveLine => ({
  seq: row.seq,
  id: row.id,
  createdAt: row.createdAt,
  prevHash: row.prevHash?.toString('hex') ?? '',
  hash: row.hash?.toString('hex') ?? '',
  content: row.content,
});
