import { DEDUCTION_AFTER_SHORT_MONTHS, labelOf, QUALIFICATION_LEVEL } from '@credit/rules';
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { enterprises, qualificationStaffing } from '../../db/schema/index.ts';
import { dateText } from '../../platform/history/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { divisionName } from '../general/division-tree.ts';
import { inWarning, latestMonth } from './latest-month.ts';

const monthRowSchema = z.object({
  month: z.string(),
  actualCount: z.number(),
  requiredCount: z.number(),
  short: z.boolean(),
  shortMonths: z.number(),
  warningStartDate: z.string(),
  deducted: z.boolean(),
});

/** GET /Qualification/GetQualificationPreview's Data: the enterprise's latest month and every month evaluated. */
export const qualificationPreviewSchema = z.object({
  qualification: z.object({
    Id: z.number(),
    EnterpriseName: z.string(),
    Address: z.string(),
    TitleRank: z.string(),
    /** The latest month evaluated for it, if any. */
    current: monthRowSchema.nullable(),
  }),
  qualificationHistory: z.array(monthRowSchema),
});

const monthRow = {
  month: sql<string>`to_char(${qualificationStaffing.month}, 'YYYY-MM')`,
  actualCount: qualificationStaffing.actualCount,
  requiredCount: qualificationStaffing.requiredCount,
  short: qualificationStaffing.short,
  shortMonths: qualificationStaffing.shortMonths,
  warningStartDate: sql<string>`coalesce(${dateText(qualificationStaffing.warningSince)}, '')`,
  deducted: sql<boolean>`${qualificationStaffing.shortMonths} >= ${DEDUCTION_AFTER_SHORT_MONTHS}`,
};

/** An enterprise's staffing warning with its monthly history, the newest month first. */
export async function qualificationPreview(db: Executor, enterpriseId: number) {
  const [enterprise] = await db
    .select({
      name: enterprises.enterpriseName,
      area: enterprises.area,
      qualificationLevel: enterprises.qualificationLevel,
    })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw new AppError('企业不存在', { statusCode: 404 });
  const history = await db
    .select(monthRow)
    .from(qualificationStaffing)
    .where(eq(qualificationStaffing.enterpriseId, enterpriseId))
    .orderBy(desc(qualificationStaffing.month));
  return {
    qualification: {
      Id: enterpriseId,
      EnterpriseName: enterprise.name,
      Address: divisionName(enterprise.area),
      TitleRank: labelOf(QUALIFICATION_LEVEL, enterprise.qualificationLevel),
      current: history[0] ?? null,
    },
    qualificationHistory: history,
  };
}

const figureSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });

/** GET /Qualification/GetQualificationStatistics's Data. */
export const qualificationStatisticsSchema = z.object({
  /** The latest month evaluated (YYYY-MM), '' before the first evaluation. */
  month: z.string(),
  total: z.number(),
  deducted: z.number(),
  byLevel: z.array(figureSchema),
  byArea: z.array(figureSchema),
  /** The viewer works at the city level: the list's city column says nothing to them and is hidden. */
  isCity: z.boolean(),
  /** The viewer may run a month's evaluation again (PUT /Qualification/EvaluateStaffing). */
  canEvaluate: z.boolean(),
});

/** Only the super administrator looks across cities; every desk is the city authority's (docs/scoring.md). */
export const viewsAsCity = (me: Principal): boolean => me.roleCode !== 'superAdmin';

/**
 * The warnings in force counted by qualification level (every level listed) and by county, each
 * figure keyed by the list filter's value (item, address).
 */
export async function qualificationStatistics(db: Executor, me: Principal) {
  const {
    rows: [month],
  } = await db.execute<{ month: string | null }>(sql`select to_char(${latestMonth}, 'YYYY-MM') as month`);
  const byLevel = await db
    .select({
      level: qualificationStaffing.qualificationLevel,
      count: count(),
      deducted: sql<number>`(count(*) filter (where ${qualificationStaffing.shortMonths} >= ${DEDUCTION_AFTER_SHORT_MONTHS}))::int`,
    })
    .from(qualificationStaffing)
    .where(inWarning)
    .groupBy(qualificationStaffing.qualificationLevel);
  const byCounty = await db
    .select({ county: enterprises.county, count: count() })
    .from(qualificationStaffing)
    .innerJoin(enterprises, eq(enterprises.id, qualificationStaffing.enterpriseId))
    .where(inWarning)
    .groupBy(enterprises.county)
    .orderBy(desc(count()), enterprises.county);
  return {
    month: month?.month ?? '',
    total: byLevel.reduce((sum, row) => sum + row.count, 0),
    deducted: byLevel.reduce((sum, row) => sum + row.deducted, 0),
    byLevel: [...QUALIFICATION_LEVEL].map(([level, label]) => ({
      key: String(level),
      label,
      count: byLevel.find((row) => row.level === level)?.count ?? 0,
    })),
    byArea: byCounty.map((row) => ({
      key: row.county,
      label: divisionName(row.county) || row.county,
      count: row.count,
    })),
    isCity: viewsAsCity(me),
    canEvaluate: me.permissions.has(PERMISSIONS.systemStandards),
  };
}
