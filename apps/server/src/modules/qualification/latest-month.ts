import { eq, max, sql, type SQL } from 'drizzle-orm';
import { qualificationStaffing } from '../../db/schema/index.ts';

/**
 * The latest month evaluated (SQL): the warning list, its statistics and an enterprise's current
 * warning all read that month's rows, so a warning ends with the first evaluation that finds the
 * enterprise staffed again.
 */
export const latestMonth: SQL = sql`(select ${max(qualificationStaffing.month)} from ${qualificationStaffing})`;

/** Rows of the latest month's short enterprises: the warnings in force. */
export const inWarning: SQL = sql`${eq(qualificationStaffing.month, latestMonth)} and ${qualificationStaffing.short}`;
