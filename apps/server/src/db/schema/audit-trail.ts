import { bigint, bigserial, customType, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A hash as PostgreSQL's sha256() returns it. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The columns that put a row of an audited table in its chain (docs/security-trail.md): its place
 * and the hash of the row before it and of itself, filled in as its transaction commits.
 */
export const chainColumns = () => ({
  chainSeq: bigint('chain_seq', { mode: 'number' }),
  prevHash: bytea('prev_hash'),
  hash: bytea('hash'),
});

/**
 * One row per audited table: its chain's newest place and hash (what the next row continues
 * from), and the columns the chain leaves out because the database derives them.
 */
export const auditChains = pgTable('audit_chain', {
  chain: varchar('chain', { length: 60 }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: bytea('hash').notNull(),
  derivedColumns: text('derived_columns').array().notNull().default([]),
});

/** A file of a chain's archived rows (gzip JSON lines): its checksum, and where the chain stood at its first and last row. */
export const auditArchives = pgTable(
  'audit_archive',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chain: varchar('chain', { length: 60 }).notNull(),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    /** The hash the first archived row continued from, and the last archived row's hash: where the live rows go on. */
    prevHash: bytea('prev_hash').notNull(),
    lastHash: bytea('last_hash').notNull(),
    rowCount: integer('row_count').notNull(),
    oldestAt: timestamp('oldest_at', { withTimezone: true }).notNull(),
    newestAt: timestamp('newest_at', { withTimezone: true }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_archive_chain_idx').on(t.chain, t.lastSeq)],
);
