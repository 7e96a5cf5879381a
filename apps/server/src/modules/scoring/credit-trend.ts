import { levelOf, todayInShanghai, type CreditTrendQuery } from '@credit/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { enterprises, enterpriseScores, scoreSnapshots } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { lastDayOf, monthOf } from './score-snapshot.ts';
import { standardOn } from './scoring-standard.ts';
import { periodValues, trendPeriods, type TrendPeriod } from './trend-periods.ts';
import { trendRecords, trendRecordSchema } from './trend-records.ts';

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

const enterpriseId = sql.placeholder('enterpriseId');

/** The enterprise's score today as kept current (enterprise_score), or 404 for an unknown enterprise. */
async function scoreToday(db: Database, id: number): Promise<number | null> {
  const statement = preparedStatement(db, 'trend_score_today', () =>
    db
      .select({ score: enterpriseScores.score })
      .from(enterprises)
      .leftJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, enterprises.id))
      .where(eq(enterprises.id, enterpriseId)),
  );
  const [row] = await statement.execute({ enterpriseId: id });
  if (!row) throw new AppError('企业不存在', { statusCode: 404 });
  return row.score === null ? null : Number(row.score);
}

async function snapshotsOf(db: Database, id: number, months: string[]) {
  if (months.length === 0) return [];
  const statement = preparedStatement(db, 'trend_snapshots', () =>
    db
      .select({ month: scoreSnapshots.month, score: scoreSnapshots.score, trendLevel: scoreSnapshots.trendLevel })
      .from(scoreSnapshots)
      .where(
        and(
          eq(scoreSnapshots.enterpriseId, enterpriseId),
          sql`${scoreSnapshots.month} = any(${sql.placeholder('months')}::date[])`,
        ),
      )
      .orderBy(asc(scoreSnapshots.month)),
  );
  return statement.execute({ enterpriseId: id, months });
}

const endedMonths = (periods: TrendPeriod[], currentMonth: string) =>
  periods.map((period) => period.lastMonth).filter((month) => month < currentMonth);

/**
 * Screen 11's score trend (`/api/publicity/trend`): the score at the end of each month, quarter
 * or year from the month-end snapshots (the current period: today's score), and the records that
 * counted in the span shown.
 */
export async function creditTrend(db: Database, urls: UrlSigner, query: CreditTrendQuery) {
  const today = todayInShanghai();
  const currentMonth = monthOf(today);
  const year = query.year ?? Number(today.slice(0, 4));
  const periods = trendPeriods(query.type, year);
  const lastDay = lastDayOf(periods.at(-1)?.lastMonth ?? currentMonth);
  const from = periods[0]?.firstMonth ?? currentMonth;
  // Side by side: the public page waits for one round trip, not three.
  const [current, snapshots, datas] = await Promise.all([
    scoreToday(db, query.enterpriseId),
    snapshotsOf(db, query.enterpriseId, endedMonths(periods, currentMonth)),
    trendRecords(db, urls, query.enterpriseId, from, lastDay < today ? lastDay : today),
  ]);
  const byMonth = new Map(snapshots.map((row) => [row.month, Number(row.score)]));
  return {
    charts: {
      xAxis: periods.map((period) => period.label),
      series: [{ name: '动态信用分', data: periodValues(periods, currentMonth, byMonth, current) }],
    },
    datas,
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
  const [current, standard, snapshots] = await Promise.all([
    scoreToday(db, enterpriseId),
    standardOn(db, today),
    snapshotsOf(db, enterpriseId, endedMonths(periods, currentMonth)),
  ]);
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
