import {
  labelOf,
  PASS_RATE_TIER,
  PRACTICE_ABILITY_TIER,
  QUALIFICATION_LEVEL,
  QUARTER,
  tierCounts,
} from '@credit/rules';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  enterprises,
  practiceAbilities,
  practiceAbilityReleaseRelations,
  recordPassRateReleaseRelations,
  recordPassRates,
} from '../../db/schema/index.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** A published row as the view's bonus details show it (spec §3 practiceAbility / recordPassRate). */
export interface ScoredRow {
  id: number;
  enterpriseName: string;
  /** The enterprise's qualification level (甲级, 乙级…). */
  identifiedLevelName: string;
  averageScore: number | null;
  scoreValue: number | null;
  levelDescription?: string;
  registerYear?: number;
  quarterDescription?: string;
}

async function practiceAbilityRows(db: Database, releaseId: number): Promise<ScoredRow[]> {
  const rows = await db
    .select({
      id: practiceAbilities.id,
      enterpriseName: practiceAbilities.enterpriseName,
      level: enterprises.qualificationLevel,
      averageScore: practiceAbilities.averageScore,
      scoreValue: practiceAbilities.scoreValue,
    })
    .from(practiceAbilityReleaseRelations)
    .innerJoin(practiceAbilities, eq(practiceAbilities.id, practiceAbilityReleaseRelations.practiceAbilityId))
    .leftJoin(enterprises, eq(enterprises.id, practiceAbilities.enterpriseId))
    .where(eq(practiceAbilityReleaseRelations.releaseId, releaseId))
    .orderBy(desc(practiceAbilities.scoreValue), asc(practiceAbilities.enterpriseName));
  return rows.map((row) =>
    withFields(row, { level: undefined, identifiedLevelName: labelOf(QUALIFICATION_LEVEL, row.level) }),
  );
}

async function passRateRows(db: Database, releaseId: number): Promise<ScoredRow[]> {
  const rows = await db
    .select({
      id: recordPassRates.id,
      enterpriseName: recordPassRates.enterpriseName,
      level: enterprises.qualificationLevel,
      grade: recordPassRates.grade,
      registerYear: recordPassRates.registerYear,
      quarter: recordPassRates.quarter,
      scoreValue: recordPassRates.scoreValue,
    })
    .from(recordPassRateReleaseRelations)
    .innerJoin(recordPassRates, eq(recordPassRates.id, recordPassRateReleaseRelations.recordPassRateId))
    .leftJoin(enterprises, eq(enterprises.id, recordPassRates.enterpriseId))
    .where(eq(recordPassRateReleaseRelations.releaseId, releaseId))
    .orderBy(desc(recordPassRates.scoreValue), asc(recordPassRates.enterpriseName));
  return rows.map((row) =>
    withFields(row, {
      level: undefined,
      grade: undefined,
      quarter: undefined,
      identifiedLevelName: labelOf(QUALIFICATION_LEVEL, row.level),
      averageScore: null,
      levelDescription: row.grade,
      quarterDescription: labelOf(QUARTER, row.quarter),
    }),
  );
}

export const scoredRowsOf = (db: Database, kind: ReleaseKind, releaseId: number) =>
  kind.key === 'practiceAbility' ? practiceAbilityRows(db, releaseId) : passRateRows(db, releaseId);

/** Enterprises per bonus tier, every tier listed (spec §2 screen 4: counts of enterprises by bonus). */
export function tierSummary(kind: ReleaseKind, rows: readonly ScoredRow[]) {
  const tiers = kind.key === 'practiceAbility' ? PRACTICE_ABILITY_TIER : PASS_RATE_TIER;
  return tierCounts(
    tiers,
    rows.map((row) => row.scoreValue),
  );
}
