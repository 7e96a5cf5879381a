import { levelOf, todayInShanghai, type CreditTrendQuery } from '@credit/rules';
import { eq, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { numberOrNull } from '../../db/numeric.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { enterprises, enterpriseScores, scoreSnapshots } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { lastDayOf, monthOf } from '../scoring/score-snapshot.ts';
import { standardOn } from '../scoring/scoring-standard.ts';
import { periodValues, trendPeriods, type TrendPeriod } from './trend-periods.ts';
import { presentTrendRecords, trendRecordSchema, trendRecordsJson } from './trend-records.ts';

/** How many months the level trend shows, ending with the current one. */
export const LEVEL_TREND_MONTHS = 12;

export const creditTrendSchema = z.object({
  charts: z.object({
    xAxis: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), data: z.array(z.number().nullable()) })),
  }),
  datas: z.array(trendRecordSchema),
});

export const levelTrendSchema = z.object({
  charts: z.object({
    xAxis: z.array(z.string()),
    /** The level-trend scale of today's standard, lowest first (C, B, B+, A by default). */
    yAxis: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), data: z.array(z.string().nullable()) })),
  }),
});

const enterpriseIdParam = sql.placeholder('enterpriseId');
const enterpriseIdColumn = sql`${sql.identifier(getTableName(enterprises))}.${sql.identifier('id')}`;

/** A month-end snapshot of the months asked, oldest first. */
interface Snapshot {
  month: string;
  score: number;
  trendLevel: string;
}

/** Today's score and the month-end snapshots of the months given as the placeholder `months`. */
const standingFields = {
  score: enterpriseScores.score,
  // Qualified by hand: inside a selected expression drizzle writes columns unqualified.
  snapshots: sql<Snapshot[]>`(
    select coalesce(json_agg(json_build_object('month', to_char(s.month, 'YYYY-MM-DD'), 'score', s.score,
             'trendLevel', s.trend_level) order by s.month), '[]')
      from ${scoreSnapshots} s
     where s.enterprise_id = ${enterpriseIdColumn} and s.month = any(${sql.placeholder('months')}::date[]))`,
};

/** The enterprise's row of a standing statement; 404 for an unknown enterprise. */
function found<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new AppError('企业不存在', { statusCode: 404 });
  return row;
}

const endedMonths = (periods: TrendPeriod[], currentMonth: string) =>
  periods.map((period) => period.lastMonth).filter((month) => month < currentMonth);

/**
 * Screen 11's score trend (`/api/publicity/trend`): the score at the end of each month, quarter
 * or year from the month-end snapshots (the current period: today's score), and the records that
 * counted in the span shown.
 */
export async function creditTrend(db: Database, query: CreditTrendQuery) {
  const today = todayInShanghai();
  const currentMonth = monthOf(today);
  const year = query.year ?? Number(today.slice(0, 4));
  const periods = trendPeriods(query.type, year);
  const lastDay = lastDayOf(periods.at(-1)?.lastMonth ?? currentMonth);
  const from = periods[0]?.firstMonth ?? currentMonth;
  // One statement: a public page waits for one round trip.
  const statement = preparedStatement(db, 'trend_standing_records', () =>
    db
      .select({
        ...standingFields,
        enterpriseName: enterprises.enterpriseName,
        records: trendRecordsJson(
          enterpriseIdColumn,
          sql`${sql.placeholder('from')}::date`,
          sql`${sql.placeholder('to')}::date`,
        ),
      })
      .from(enterprises)
      .leftJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, enterprises.id))
      .where(eq(enterprises.id, enterpriseIdParam)),
  );
  const { score, snapshots, enterpriseName, records } = found(
    await statement.execute({
      enterpriseId: query.enterpriseId,
      months: endedMonths(periods, currentMonth),
      from,
      to: lastDay < today ? lastDay : today,
    }),
  );
  const current = numberOrNull(score);
  const byMonth = new Map(snapshots.map((row) => [row.month, Number(row.score)]));
  return {
    charts: {
      xAxis: periods.map((period) => period.label),
      series: [{ name: '动态信用分', data: periodValues(periods, currentMonth, byMonth, current) }],
    },
    datas: await presentTrendRecords(db, enterpriseName, records),
  };
}

/**
 * The level trend (`/api/publicity/EntyLevel`): the level on the standard's level-trend scale at
 * the end of each of the last twelve months, the current one as of today.
 */
export async function levelTrend(db: Database, enterpriseId: number) {
  const today = todayInShanghai();
  const currentMonth = monthOf(today);
  const months = Array.from({ length: LEVEL_TREND_MONTHS }, (_, i) => monthOf(today, i - LEVEL_TREND_MONTHS + 1));
  const periods = months.map((month) => ({ label: month.slice(0, 7), firstMonth: month, lastMonth: month }));
  const statement = preparedStatement(db, 'trend_standing', () =>
    db
      .select(standingFields)
      .from(enterprises)
      .leftJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, enterprises.id))
      .where(eq(enterprises.id, enterpriseIdParam)),
  );
  const [{ score, snapshots }, standard] = await Promise.all([
    statement.execute({ enterpriseId, months: endedMonths(periods, currentMonth) }).then(found),
    standardOn(db, today),
  ]);
  const current = numberOrNull(score);
  const byMonth = new Map(snapshots.map((row) => [row.month, row.trendLevel]));
  return {
    charts: {
      xAxis: periods.map((period) => period.label),
      yAxis: standard.trendLevels.map((step) => step.level).reverse(),
      series: [
        {
          name: '信用等级',
          data: periodValues(
            periods,
            currentMonth,
            byMonth,
            current === null ? null : levelOf(current, standard.trendLevels),
          ),
        },
      ],
    },
  };
}
