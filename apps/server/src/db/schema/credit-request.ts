import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { creditRecords } from './credit-record.ts';
import { reviewedItemTables } from './reviewed-item.ts';

/**
 * A request about one published record that ends its effect once approved (docs/repairs.md):
 * kind revoke (an enterprise's good declaration) or repair (a bad record). One of a kind is open
 * per record at a time.
 */
export const creditRequests = pgTable(
  'credit_request',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    recordId: integer('record_id')
      .notNull()
      .references(() => creditRecords.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 400 }).notNull(),
    processStatus: smallint('process_status').notNull(),
    /** Moved by every change (edit, attachment, transition; trigger bump_revision): the ETag an action must match. */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day review must end by (working days through the holiday calendar), for kinds with a deadline. */
    dueOn: date('due_on'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastReason: varchar('last_reason', { length: 400 }),
  },
  (t) => [
    index('credit_request_desk_idx').on(t.kind, t.processStatus, t.createdAt, t.id),
    index('credit_request_record_idx').on(t.recordId),
    uniqueIndex('credit_request_open_uq')
      .on(t.kind, t.recordId)
      .where(sql`${t.processStatus} not in (2, 5, 6, 7, 8)`),
  ],
);

/** A request's history and its attachments. */
export const creditRequestTables = reviewedItemTables(
  { history: 'credit_request_history', annexLinks: 'credit_request_annex' },
  { key: 'requestId', column: 'request_id', references: () => creditRequests.id },
);

export const creditRequestHistory = creditRequestTables.history;
export const creditRequestAnnexes = creditRequestTables.annexLinks;
