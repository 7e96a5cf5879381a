import { CREDIT_LEVEL } from '@credit/rules';
import { and, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { enterpriseScores } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { dateText } from '../../platform/history/index.ts';
import { costScoreRanking, rankedRowSchema } from '../scoring/ranking-list.ts';
import { presentPublicRanked } from './public-ranking.ts';

const selectRanked = (db: Database) => db.select(costScoreRanking.columns).from(enterpriseScores);

/** appointSort: the chosen enterprises in the ranking's own order, numbered from 1. */
export async function appointSort(db: Database, ids: number[]) {
  const rows = await selectRanked(db)
    .where(inArray(enterpriseScores.enterpriseId, ids))
    .orderBy(...costScoreRanking.orderBy);
  return rows.map((row, index) => Object.assign(presentPublicRanked(row), { Rank: index + 1 }));
}

export const appointSortRowSchema = rankedRowSchema.extend({ Rank: z.number() });

/** enterpriseLevel: one enterprise's level, score, place in the whole ranking and the day it was last scored. */
export async function enterpriseStanding(db: Database, enterpriseId: number) {
  const [row] = await db
    .select({ ...costScoreRanking.columns, computedOn: dateText(enterpriseScores.computedOn).as('computedOn') })
    .from(enterpriseScores)
    .where(eq(enterpriseScores.enterpriseId, enterpriseId));
  if (!row) throw new AppError('未找到该企业的信用等级', { statusCode: 404 });
  const { computedOn, ...ranked } = row;
  // Ahead of it: a higher score, or the same score and an earlier registration (the ranking's order).
  const [ahead] = await db
    .select({ n: count() })
    .from(enterpriseScores)
    .where(
      or(
        gt(enterpriseScores.score, String(ranked.CreditScore)),
        and(eq(enterpriseScores.score, String(ranked.CreditScore)), lt(enterpriseScores.enterpriseId, enterpriseId)),
      ),
    );
  return Object.assign(presentPublicRanked(ranked), { Rank: (ahead?.n ?? 0) + 1, computedOn });
}

export const standingSchema = appointSortRowSchema.extend({ computedOn: z.string() });

const LEVEL_ORDER: string[] = [...CREDIT_LEVEL.keys()];

/** The portal's level distribution: how many enterprises stand at each level, highest level first. */
export async function levelDistribution(db: Database) {
  const rows = await db
    .select({ level: enterpriseScores.level, count: sql<number>`count(*)::int` })
    .from(enterpriseScores)
    .groupBy(enterpriseScores.level);
  const place = (level: string) => (LEVEL_ORDER.includes(level) ? LEVEL_ORDER.indexOf(level) : LEVEL_ORDER.length);
  return rows.sort((a, b) => place(a.level) - place(b.level) || a.level.localeCompare(b.level));
}

export const levelDistributionSchema = z.array(z.object({ level: z.string(), count: z.number() }));
