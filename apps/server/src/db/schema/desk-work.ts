import { date, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A review desk's work on a day that has ended (docs/statistics-desks.md), counted once from the
 * history and kept: what it received, decided and returned, and how many decisions took how many
 * working days from arrival (`days`: working days → decisions), so a month's or a period's average
 * and 90th percentile add up from its days. Today is always counted afresh.
 */
export const deskWorkDays = pgTable(
  'desk_work_day',
  {
    /** The desk's key across flows: creditRecord:firstReview. */
    desk: varchar('desk', { length: 60 }).notNull(),
    /** The day in Asia/Shanghai. */
    day: date('day').notNull(),
    received: integer('received').notNull(),
    decided: integer('decided').notNull(),
    returned: integer('returned').notNull(),
    days: jsonb('days').$type<Record<string, number>>().notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.desk, t.day] })],
);
