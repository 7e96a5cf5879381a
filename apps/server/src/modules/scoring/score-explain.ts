import { BASE_DEDUCTED_RULE, CREDIT_TYPE, labelOf, levelOf, todayInShanghai } from '@credit/rules';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { creditRecords, enterprises, qualificationStaffing } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { inForceOn, validMonths } from '../credit-record/in-force.ts';
import { baseDeductedOn } from './score-refresh.ts';
import { standardOn, type StandardInForce } from './scoring-standard.ts';

const scorePartSchema = z.object({
  kind: z.enum(['base', 'record']),
  /** The record counted (a record part). */
  recordId: z.number().nullable(),
  registerNumber: z.string().nullable(),
  creditTypeDescription: z.string().nullable(),
  label: z.string(),
  points: z.number(),
  /** Why it counts: the standard's base, or the record's determination date and the last day it counts. */
  rule: z.string(),
});
type ScorePart = z.infer<typeof scorePartSchema>;

/** GET /api/score/explain's answer. */
export const scoreExplanationSchema = z.object({
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  date: z.string(),
  standardName: z.string(),
  score: z.number(),
  level: z.string(),
  parts: z.array(scorePartSchema),
});
type ScoreExplanation = z.infer<typeof scoreExplanationSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The base part of a day's score: the standard's base points, or none while the base is deducted
 * (the same rule as the score, baseDeductedOn), naming the shortfall's first month.
 */
async function basePart(
  db: Executor,
  enterpriseId: number,
  day: string,
  standard: StandardInForce,
): Promise<ScorePart> {
  const onDay = sql`${day}::date`;
  const [staffing] = await db
    .select({
      deducted: baseDeductedOn(sql`${enterpriseId}`, onDay),
      since: sql<string | null>`to_char(${qualificationStaffing.warningSince}, 'YYYY-MM')`,
    })
    .from(qualificationStaffing)
    .where(and(eq(qualificationStaffing.enterpriseId, enterpriseId), lte(qualificationStaffing.month, day)))
    .orderBy(desc(qualificationStaffing.month))
    .limit(1);
  const deducted = staffing?.deducted ?? false;
  return {
    kind: 'base',
    recordId: null,
    registerNumber: null,
    creditTypeDescription: null,
    label: '基础分',
    points: deducted ? 0 : standard.basePoints,
    rule: deducted
      ? `${BASE_DEDUCTED_RULE}（自${staffing?.since ?? ''}起不足；${standard.name}基础分${standard.basePoints}分）`
      : `${standard.name}：基础分${standard.basePoints}分`,
  };
}

/**
 * An enterprise's dynamic credit score on a day, point by point: the standard's base points and
 * each record in force that day with the rule that counts it. The parts add up to the score the
 * rankings show (refreshScores sums the same records by the same rule).
 */
export async function explainScore(
  db: Executor,
  enterpriseId: number,
  day = todayInShanghai(),
): Promise<ScoreExplanation> {
  const [enterprise] = await db
    .select({ name: enterprises.enterpriseName })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw new AppError('企业不存在', { statusCode: 404 });
  const standard = await standardOn(db, day);
  const onDay = sql`${day}::date`;
  const records = await db
    .select({
      id: creditRecords.id,
      registerNumber: creditRecords.registerNumber,
      creditType: creditRecords.creditType,
      content: creditRecords.behaviorContentName,
      scoreValue: creditRecords.scoreValue,
      determined: sql<string>`to_char(${creditRecords.actDeterminationDate}, 'YYYY-MM-DD')`,
      lastDay: sql<string>`to_char((${creditRecords.actDeterminationDate} + make_interval(months => ${validMonths}))::date - 1, 'YYYY-MM-DD')`,
    })
    .from(creditRecords)
    .where(sql`${creditRecords.enterpriseId} = ${enterpriseId} and ${inForceOn(onDay)}`)
    .orderBy(asc(creditRecords.actDeterminationDate), asc(creditRecords.id));
  const parts: ScorePart[] = [
    await basePart(db, enterpriseId, day, standard),
    ...records.map((record): ScorePart => ({
      kind: 'record',
      recordId: record.id,
      registerNumber: record.registerNumber,
      creditTypeDescription: labelOf(CREDIT_TYPE, record.creditType),
      label: record.content,
      points: Number(record.scoreValue),
      rule: `认定日期${record.determined}，计分至${record.lastDay}`,
    })),
  ];
  const score = round2(parts.reduce((sum, part) => sum + part.points, 0));
  return {
    enterpriseId,
    enterpriseName: enterprise.name,
    date: day,
    standardName: standard.name,
    score,
    level: levelOf(score, standard.levels),
    parts,
  };
}
