import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditArchives, auditChains } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/index.ts';
import { archiveLine, chainedRows, liveStart } from './trail-rows.ts';
import { rowBreak } from './verify-trail.ts';

/** Rows per archive file: a year's backlog goes in short transactions, each file a few MB at most. */
const BATCH = 5_000;

const place = (seq: number) => String(seq).padStart(12, '0');

/** Where an archive file is stored: by chain and the places it holds. */
export const archiveKey = (chain: string, firstSeq: number, lastSeq: number) =>
  `audit-archive/${chain}/${place(firstSeq)}-${place(lastSeq)}.jsonl.gz`;

/**
 * Moves the oldest rows of a chain, written more than `days` days ago, to archive files
 * (docs/security-trail.md): in chain order, each batch written to the file storage as gzip JSON
 * lines, recorded in `audit_archive` with its sha256 and the chain's hash at its first and last row,
 * and only then deleted from the live table (the trigger lets a row go once an archive holds it),
 * in one transaction. It stops at the first row younger than the period, and refuses to archive a
 * broken chain: the broken rows stay where `npm run audit:verify` names them. Returns how many rows moved.
 */
export async function archiveOldRows(db: Database, storage: FileStorage, chain: string, days: number): Promise<number> {
  if (days < 180) throw new Error('audit rows are kept at least 180 days');
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [head] = await tx.select().from(auditChains).where(eq(auditChains.chain, chain));
      if (!head) throw new Error(`no audit chain ${chain}`);
      const start = await liveStart(tx, chain);
      const [cutoff] = (
        await tx.execute<{ at: string }>(sql`select to_json(now() - make_interval(days => ${days}::int))#>>'{}' as at`)
      ).rows;
      const candidates = await chainedRows(tx, head, start.seq - 1, BATCH);
      const young = candidates.findIndex((row) => new Date(row.createdAt) >= new Date(cutoff!.at));
      const rows = young === -1 ? candidates : candidates.slice(0, young);
      if (rows.length === 0) return 0;
      let expected = start;
      for (const row of rows) {
        const broken = rowBreak(row, expected);
        if (broken) throw new Error(`audit chain ${chain} broken at id ${row.id}: ${broken.detail}`);
        expected = { seq: row.seq + 1, prevHash: row.recomputed };
      }
      const first = rows[0]!;
      const last = rows.at(-1)!;
      const file = gzipSync(rows.map((row) => `${JSON.stringify(archiveLine(row))}\n`).join(''));
      const storageKey = archiveKey(chain, first.seq, last.seq);
      await storage.put(storageKey, file);
      await tx.insert(auditArchives).values({
        chain,
        firstSeq: first.seq,
        lastSeq: last.seq,
        prevHash: start.prevHash,
        lastHash: last.recomputed,
        rowCount: rows.length,
        oldestAt: new Date(first.createdAt),
        newestAt: new Date(last.createdAt),
        storageKey,
        size: file.length,
        sha256: createHash('sha256').update(file).digest('hex'),
      });
      const chainSeq = sql.identifier('chain_seq');
      await tx.execute(
        sql`delete from ${sql.identifier(chain)} where ${chainSeq} between ${first.seq} and ${last.seq}`,
      );
      return rows.length;
    });
    moved += batch;
    if (batch < BATCH) return moved;
  }
}
