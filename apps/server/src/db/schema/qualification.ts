import { DEDUCTION_AFTER_SHORT_MONTHS } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';

/**
 * The short months from which a base is deducted, as an SQL literal: the partial index's predicate
 * and the query it serves (baseDeductedOn) must say it alike for the planner to match them.
 */
export const DEDUCTING_SHORT_MONTHS = sql.raw(String(DEDUCTION_AFTER_SHORT_MONTHS));

/**
 * The monthly staffing evaluation (docs/scoring.md): for each cost-consulting enterprise with a
 * qualification level, its registered cost engineers in service against what the standard in force
 * on the month's first day requires. `shortMonths` counts the consecutive short months ending with
 * this one (0 when not short), so a day's base deduction reads one row: the latest month on or
 * before it.
 */
export const qualificationStaffing = pgTable(
  'qualification_staffing',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month').notNull(),
    qualificationLevel: smallint('qualification_level').notNull(),
    actualCount: integer('actual_count').notNull(),
    requiredCount: integer('required_count').notNull(),
    short: boolean('short').notNull(),
    shortMonths: smallint('short_months').notNull(),
    /** The first month of the shortfall this month belongs to (the warning's start); null when not short. */
    warningSince: date('warning_since'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A day's row for an enterprise: the latest month on or before it.
    uniqueIndex('qualification_staffing_enterprise_month_uq').on(t.enterpriseId, t.month),
    // The latest month evaluated, and the warning list: its short rows, the oldest warning first.
    index('qualification_staffing_month_idx').on(t.month, t.short, t.warningSince, t.id),
    // The enterprises whose base was ever deducted (baseDeductedOn): a few among a province's rows.
    index('qualification_staffing_deducting_idx')
      .on(t.enterpriseId)
      .where(sql`${t.shortMonths} >= ${DEDUCTING_SHORT_MONTHS}`),
  ],
);
