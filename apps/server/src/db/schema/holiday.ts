import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The official holiday arrangement (spec §2 holiday): a day listed here overrides the weekday
 * rule — 1 a holiday (放假), 0 a weekend day made a working day (调休上班). Deadlines count working
 * days through it (packages/rules calendar/working-days.ts).
 */
export const holidays = pgTable('holiday', {
  day: date('day').primaryKey(),
  holiday: smallint('holiday').notNull(),
  /** The festival it belongs to, e.g. 春节 or 春节调休上班. */
  name: varchar('name', { length: 20 }).notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
