import { CREDIT_RECORD_STATES, CREDIT_TYPE, labelOf, QUALIFICATION_LEVEL } from '@credit/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { dateText } from '../../platform/history/index.ts';
import { inForce } from '../credit-record/in-force.ts';
import { divisionName } from '../general/division-tree.ts';
import { explainScore, scoreExplanationSchema } from './score-explain.ts';

/** How many of its latest published records the basic credit information lists. */
export const BASIC_CREDIT_LATEST = 10;

export const basicCreditSchema = z.object({
  enterprise: z.object({
    id: z.number(),
    enterpriseName: z.string(),
    socialCreditCode: z.string(),
    qualificationLevelDescription: z.string(),
    placeName: z.string(),
    officeAddress: z.string(),
  }),
  explanation: scoreExplanationSchema,
  goodInForce: z.number(),
  badInForce: z.number(),
  latestRecords: z.array(
    z.object({
      id: z.number(),
      registerNumber: z.string(),
      creditTypeDescription: z.string(),
      behaviorCategoryName: z.string(),
      behaviorContentName: z.string(),
      scoreValue: z.number(),
      actDeterminationDate: z.string(),
      inForce: z.boolean(),
    }),
  ),
});

/**
 * An enterprise's basic credit information: who it is, its score today explained point by point,
 * how many good and bad records are in force, and its latest published records.
 */
export async function basicCredit(db: Database, enterpriseId: number) {
  const [enterprise] = await db
    .select({
      id: enterprises.id,
      enterpriseName: enterprises.enterpriseName,
      socialCreditCode: enterprises.socialCreditCode,
      qualificationLevel: enterprises.qualificationLevel,
      province: enterprises.province,
      area: enterprises.area,
      county: enterprises.county,
      officeAddress: enterprises.officeAddress,
    })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw new AppError('企业不存在', { statusCode: 404 });
  const published = and(
    eq(creditRecords.enterpriseId, enterpriseId),
    eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed),
  );
  const [explanation, [counts], latest] = await Promise.all([
    explainScore(db, enterpriseId),
    db
      .select({
        good: sql<number>`count(*) filter (where ${creditRecords.creditType} = 1)::int`,
        bad: sql<number>`count(*) filter (where ${creditRecords.creditType} = 2)::int`,
      })
      .from(creditRecords)
      .where(and(eq(creditRecords.enterpriseId, enterpriseId), inForce())),
    db
      .select({
        id: creditRecords.id,
        registerNumber: creditRecords.registerNumber,
        creditType: creditRecords.creditType,
        behaviorCategoryName: creditRecords.behaviorCategoryName,
        behaviorContentName: creditRecords.behaviorContentName,
        scoreValue: creditRecords.scoreValue,
        actDeterminationDate: dateText(creditRecords.actDeterminationDate),
        inForce: sql<boolean>`(${inForce()})`,
      })
      .from(creditRecords)
      .where(published)
      .orderBy(desc(creditRecords.actDeterminationDate), desc(creditRecords.id))
      .limit(BASIC_CREDIT_LATEST),
  ]);
  const { qualificationLevel, province, area, county, officeAddress, ...identity } = enterprise;
  return {
    enterprise: {
      ...identity,
      qualificationLevelDescription: labelOf(QUALIFICATION_LEVEL, qualificationLevel) || '招标代理机构',
      placeName: [province, area, county].map(divisionName).filter(Boolean).join(' '),
      officeAddress,
    },
    explanation,
    goodInForce: counts?.good ?? 0,
    badInForce: counts?.bad ?? 0,
    latestRecords: latest.map(({ creditType, scoreValue, ...row }) => ({
      ...row,
      creditTypeDescription: labelOf(CREDIT_TYPE, creditType),
      scoreValue: Number(scoreValue),
    })),
  };
}
