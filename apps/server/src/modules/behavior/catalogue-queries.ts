import { BEHAVIOR_ACTOR, CREDIT_TYPE, DEFAULT_LEVEL_NAME, labelOf } from '@credit/rules';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  behaviorCategories,
  behaviorContents,
  behaviorLevels,
  behaviorStandardVersions,
} from '../../db/schema/index.ts';

const PUBLISHED = 1;

/** The published standards version in force on a date (yyyy-MM-dd): the latest effective on or before it. */
export async function versionInForce(db: Database, onDate: string) {
  const [version] = await db
    .select({
      id: behaviorStandardVersions.id,
      name: behaviorStandardVersions.name,
      effectiveDate: behaviorStandardVersions.effectiveDate,
    })
    .from(behaviorStandardVersions)
    .where(and(eq(behaviorStandardVersions.state, PUBLISHED), lte(behaviorStandardVersions.effectiveDate, onDate)))
    .orderBy(desc(behaviorStandardVersions.effectiveDate), desc(behaviorStandardVersions.id))
    .limit(1);
  return version;
}

const levelFields = {
  id: behaviorLevels.id,
  name: behaviorLevels.name,
  scoreValue: sql<number>`${behaviorLevels.scoreValue}::float8`,
  validMonths: behaviorLevels.validMonths,
  publicityMonths: behaviorLevels.publicityMonths,
  minRepairMonths: behaviorLevels.minRepairMonths,
  serious: behaviorLevels.serious,
};

export interface CatalogueFilter {
  creditType?: number;
  enterpriseKind?: number;
}

/** A version's catalogue as a tree, category → content → levels, in their order. */
export async function catalogueTree(db: Database, versionId: number, filter: CatalogueFilter) {
  const rows = await db
    .select({
      categoryId: behaviorCategories.id,
      categoryName: behaviorCategories.name,
      creditType: behaviorCategories.creditType,
      contentId: behaviorContents.id,
      contentName: behaviorContents.name,
      actor: behaviorContents.actor,
      needsInnovationAward: behaviorContents.needsInnovationAward,
      level: levelFields,
    })
    .from(behaviorCategories)
    .innerJoin(behaviorContents, eq(behaviorContents.categoryId, behaviorCategories.id))
    .innerJoin(behaviorLevels, eq(behaviorLevels.contentId, behaviorContents.id))
    .where(
      and(
        eq(behaviorCategories.versionId, versionId),
        filter.creditType ? eq(behaviorCategories.creditType, filter.creditType) : undefined,
        filter.enterpriseKind ? sql`${filter.enterpriseKind} = any(${behaviorContents.enterpriseKinds})` : undefined,
      ),
    )
    .orderBy(
      asc(behaviorCategories.creditType),
      asc(behaviorCategories.sortOrder),
      asc(behaviorContents.sortOrder),
      asc(behaviorLevels.sortOrder),
    );
  const categories = new Map<number, CatalogueCategory>();
  const contents = new Map<number, CatalogueContent>();
  for (const row of rows) {
    let category = categories.get(row.categoryId);
    if (!category) {
      category = {
        id: row.categoryId,
        name: row.categoryName,
        creditType: row.creditType,
        creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
        contents: [],
      };
      categories.set(row.categoryId, category);
    }
    let content = contents.get(row.contentId);
    if (!content) {
      content = {
        id: row.contentId,
        name: row.contentName,
        actor: row.actor,
        actorDescription: labelOf(BEHAVIOR_ACTOR, row.actor),
        needsInnovationAward: row.needsInnovationAward,
        levels: [],
      };
      contents.set(row.contentId, content);
      category.contents.push(content);
    }
    content.levels.push(row.level);
  }
  return [...categories.values()];
}

export interface CatalogueContent {
  id: number;
  name: string;
  actor: number;
  actorDescription: string;
  needsInnovationAward: boolean;
  levels: {
    id: number;
    name: string;
    scoreValue: number;
    validMonths: number;
    publicityMonths: number;
    minRepairMonths: number | null;
    serious: boolean;
  }[];
}

export interface CatalogueCategory {
  id: number;
  name: string;
  creditType: number;
  creditTypeDescription: string;
  contents: CatalogueContent[];
}

/** One identified level with its content and category: what a record scored by it shows. */
export async function ratedLevel(db: Database, levelId: number) {
  const [row] = await db
    .select({
      ...levelFields,
      contentName: behaviorContents.name,
      actor: behaviorContents.actor,
      needsInnovationAward: behaviorContents.needsInnovationAward,
      categoryName: behaviorCategories.name,
      creditType: behaviorCategories.creditType,
      versionId: behaviorCategories.versionId,
    })
    .from(behaviorLevels)
    .innerJoin(behaviorContents, eq(behaviorContents.id, behaviorLevels.contentId))
    .innerJoin(behaviorCategories, eq(behaviorCategories.id, behaviorContents.categoryId))
    .where(eq(behaviorLevels.id, levelId));
  if (!row) return undefined;
  return {
    id: row.id,
    scoreValue: row.scoreValue,
    identifiedLevelName: row.name,
    defaultLevel: row.name === DEFAULT_LEVEL_NAME,
    behaviorContentName: row.contentName,
    behaviorCategoryName: row.categoryName,
    creditType: row.creditType,
    creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
    actors: row.actor,
    actorsDescription: labelOf(BEHAVIOR_ACTOR, row.actor),
    needsInnovationAward: row.needsInnovationAward,
    validMonths: row.validMonths,
    publicityMonths: row.publicityMonths,
    minRepairMonths: row.minRepairMonths,
    serious: row.serious,
    versionId: row.versionId,
  };
}
