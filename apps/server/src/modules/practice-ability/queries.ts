import type { PracticeAbilityPageQuery } from '@credit/rules';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { practiceAbilities, practiceAbilityExams, practiceAbilityReleaseRelations } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { pagedRows, type PageRequest } from '../../platform/paged-rows.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { importList, importListConditions, importRowColumns, type ImportRowBase } from '../assessment/import-list.ts';
import { publishable, type RowRelation } from '../assessment/publishable.ts';

export type PracticeAbilityFilter = Omit<PracticeAbilityPageQuery, 'pageIndex' | 'pageSize'>;

export const PRACTICE_ABILITY_RELATION: RowRelation = {
  table: practiceAbilityReleaseRelations,
  releaseId: practiceAbilityReleaseRelations.releaseId,
  rowId: practiceAbilityReleaseRelations.practiceAbilityId,
};

export const practiceAbilityPublishable = publishable(practiceAbilities, PRACTICE_ABILITY_RELATION);

function whereOf(filter: PracticeAbilityFilter): SQL | undefined {
  return and(...importListConditions(practiceAbilities, practiceAbilityPublishable, filter));
}

const listColumns = {
  ...importRowColumns(practiceAbilities, practiceAbilityPublishable),
  ...aliasedColumns({
    examYear: practiceAbilities.examYear,
    examQuarter: practiceAbilities.examQuarter,
    examineeCount: practiceAbilities.examineeCount,
    unExamineeCount: practiceAbilities.unExamineeCount,
    averageScore: practiceAbilities.averageScore,
  }),
};

export type PracticeAbilityListRow = ImportRowBase & {
  examYear: number;
  examQuarter: number;
  examineeCount: number;
  unExamineeCount: number;
  /** A raw cursor (export) reads the numeric as text. */
  averageScore: number | string | null;
};

const list = importList<PracticeAbilityListRow, PracticeAbilityFilter>(practiceAbilities, listColumns, whereOf);

export const findPracticeAbilityPage = list.page;
export const practiceAbilityListSql = list.sql;

/** One enterprise result's examinees, in the file's order (GET /api/practiceability/detailpage). */
export async function findExamPage(db: Database, practiceAbilityId: number, page: PageRequest) {
  const where = eq(practiceAbilityExams.practiceAbilityId, practiceAbilityId);
  return pagedRows(
    db
      .select({
        id: practiceAbilityExams.id,
        rowNumber: practiceAbilityExams.rowNumber,
        candidateName: practiceAbilityExams.candidateName,
        enterpriseName: practiceAbilityExams.enterpriseName,
        paperName: practiceAbilityExams.paperName,
        examAddress: practiceAbilityExams.examAddress,
        examStartTime: dateTimeText(practiceAbilityExams.examStartTime),
        examEndTime: dateTimeText(practiceAbilityExams.examEndTime),
        scoreValue: practiceAbilityExams.score,
        absent: practiceAbilityExams.absent,
        result: practiceAbilityExams.result,
        reason: practiceAbilityExams.reason,
        createTime: dateTimeText(practiceAbilities.createdAt),
      })
      .from(practiceAbilityExams)
      .innerJoin(practiceAbilities, eq(practiceAbilities.id, practiceAbilityExams.practiceAbilityId))
      .where(where)
      .orderBy(practiceAbilityExams.rowNumber),
    db.select({ n: count() }).from(practiceAbilityExams).where(where),
    page,
  );
}
