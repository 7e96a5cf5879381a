import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { annexes } from './annex.ts';
import { creditRecords } from './credit-record.ts';

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
      .where(sql`${t.processStatus} not in (2, 5, 6, 7)`),
  ],
);

export const creditRequestHistory = pgTable(
  'credit_request_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => creditRequests.id, { onDelete: 'cascade' }),
    desk: varchar('desk', { length: 40 }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    instructions: varchar('instructions', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_request_history_idx').on(t.requestId, t.createdAt),
    index('credit_request_history_desk_idx').on(t.desk, t.requestId),
  ],
);

export const creditRequestAnnexes = pgTable(
  'credit_request_annex',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => creditRequests.id, { onDelete: 'cascade' }),
    annexId: integer('annex_id')
      .notNull()
      .references(() => annexes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.annexId] })],
);
