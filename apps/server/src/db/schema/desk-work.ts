import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A review desk's work in a month that has ended (docs/statistics-desks.md), counted once from the
 * history and kept: what it received, decided and returned, and how many decisions took how many
 * working days from arrival (`days`: working days → decisions), so a period's average and 90th
 * percentile add up from its months. The month under way is always counted afresh.
 */
export const deskWorkMonths = pgTable(
  'desk_work_month',
  {
    /** The desk's key across flows: creditRecord:firstReview. */
    desk: varchar('desk', { length: 60 }).notNull(),
    /** YYYY-MM in Asia/Shanghai. */
    month: varchar('month', { length: 7 }).notNull(),
    received: integer('received').notNull(),
    decided: integer('decided').notNull(),
    returned: integer('returned').notNull(),
    days: jsonb('days').$type<Record<string, number>>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.desk, t.month] })],
);
