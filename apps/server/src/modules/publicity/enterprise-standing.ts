import { CREDIT_LEVEL } from '@credit/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { enterpriseScores } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { dateText } from '../../platform/history/index.ts';
import { costScoreRanking, managementRanking, rankedRowSchema } from '../scoring/ranking-list.ts';
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

/**
 * enterpriseLevel: one enterprise's level, score, place in the whole ranking (the place the
 * management ranking shows, counted the same way) and the day it was last scored.
 */
export async function enterpriseStanding(db: Database, enterpriseId: number) {
  const [row] = await db
    .select({ ...managementRanking.columns, computedOn: dateText(enterpriseScores.computedOn).as('computedOn') })
    .from(enterpriseScores)
    .where(eq(enterpriseScores.enterpriseId, enterpriseId));
  if (!row) throw new AppError('未找到该企业的信用等级', { statusCode: 404 });
  const { computedOn, Rank, ...ranked } = row;
  return Object.assign(presentPublicRanked(ranked), { Rank, computedOn });
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
