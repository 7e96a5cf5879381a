import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { creditRecords } from './credit-record.ts';
import { reviewedItemTables } from './reviewed-item.ts';
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

/**
 * An enterprise's appeal against one of its published bad records (spec §3 appeal), moved by the
 * appeal workflow (docs/workflows.md). At most one appeal of a record is open at a time.
 */
const appealTelephone = personalDataColumn('credit_appeal', 'telephone', 'phone');

export const creditAppeals = pgTable(
  'credit_appeal',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => creditRecords.id, { onDelete: 'cascade' }),
    complainant: varchar('complainant', { length: 10 }).notNull(),
    telephone: appealTelephone.value().notNull(),
    telephoneHmac: appealTelephone.lookup(),
    appealReason: varchar('appeal_reason', { length: 400 }).notNull(),
    processStatus: smallint('process_status').notNull(),
    /** Moved by every change (edit, attachment, transition; trigger bump_revision): the ETag an action must match. */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a desk rejected it or refused to accept it. */
    lastReason: varchar('last_reason', { length: 400 }),
  },
  (t) => [
    index('credit_appeal_desk_idx').on(t.processStatus, t.createdAt, t.id),
    index('credit_appeal_record_idx').on(t.recordId),
    uniqueIndex('credit_appeal_open_uq')
      .on(t.recordId)
      .where(sql`${t.processStatus} not in (2, 7, 8)`),
  ],
);

/** An appeal's history and its attachments. */
export const creditAppealTables = reviewedItemTables(
  { history: 'credit_appeal_history', annexLinks: 'credit_appeal_annex' },
  { key: 'appealId', column: 'appeal_id', references: () => creditAppeals.id },
);

export const creditAppealHistory = creditAppealTables.history;
export const creditAppealAnnexes = creditAppealTables.annexLinks;
