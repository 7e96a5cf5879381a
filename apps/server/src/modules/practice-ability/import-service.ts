import { ASSESSMENT_MSG } from '@credit/rules';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertColumnArrays, insertRows } from '../../db/insert-column-arrays.ts';
import { practiceAbilities, practiceAbilityExams } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { runImport } from '../../platform/excel/index.ts';
import type { Principal } from '../auth/principal.ts';
import { practiceAbilityTierRules } from '../assessment/bonus-rules.ts';
import { enterprisesOfRows } from '../assessment/enterprise-directory.ts';
import type { ReportProgress } from '../assessment/import-progress.ts';
import { closeImport, openImport, type Executor, type ImportUpload } from '../assessment/import-upload.ts';
import { HELD_PERIOD_REASON, leadingReason, periodKeyText, storedPeriods } from '../assessment/period-rows.ts';
import { EXAM_COLUMNS } from './exam-columns.ts';
import { PRACTICE_ABILITY_RELATION } from './queries.ts';
import { ExamAggregate, type EnterpriseResult } from './exam-aggregate.ts';
import { checkExamRow, type CheckedExam } from './exam-row-check.ts';

export const practiceAbilityImportDone = (rows: number, enterprises: number, succeeded: number, failed: number) =>
  `导入完成：共读取${rows}条考生成绩，生成${enterprises}家企业结果，成功${succeeded}家，失败${failed}家`;

/** One insert of a batch of examinee rows, unpacked from column arrays by the database. */
async function saveExams(tx: Executor, importId: number, exams: readonly CheckedExam[]) {
  const e = practiceAbilityExams;
  const each = <T>(read: (exam: CheckedExam) => T) => ({ each: exams.map(read) });
  await insertColumnArrays(tx, e, [
    [e.importId, { all: importId }],
    [e.rowNumber, each((exam) => exam.rowNumber)],
    [e.candidateName, each((exam) => exam.candidateName)],
    [e.enterpriseName, each((exam) => exam.enterpriseName)],
    [e.socialCreditCode, each((exam) => exam.socialCreditCode)],
    [e.paperName, each((exam) => exam.paperName)],
    [e.examAddress, each((exam) => exam.examAddress)],
    [e.examStartTime, each((exam) => exam.examStartTime)],
    [e.examEndTime, each((exam) => exam.examEndTime)],
    [e.examYear, each((exam) => exam.examYear)],
    [e.examQuarter, each((exam) => exam.examQuarter)],
    [e.score, each((exam) => exam.score)],
    [e.absent, each((exam) => exam.absent)],
    [e.result, each((exam) => exam.result)],
    [e.reason, each((exam) => exam.reason.slice(0, 300) || null)],
  ]);
}

/**
 * Stores each enterprise's result of the import: a period already stored is updated in place (its
 * superseded rows and their examinees removed); a period a release holds is not touched, and the new
 * result is stored as failed. Then the examinee rows are linked to their enterprise's result.
 */
async function saveResults(tx: Executor, importId: number, results: EnterpriseResult[], me: Principal) {
  const keys = results.map((r) => ({ code: r.socialCreditCode, year: r.examYear, quarter: r.examQuarter }));
  const stored = await storedPeriods(
    tx,
    {
      table: practiceAbilities,
      id: practiceAbilities.id,
      code: practiceAbilities.socialCreditCode,
      year: practiceAbilities.examYear,
      quarter: practiceAbilities.examQuarter,
      importId: practiceAbilities.importId,
      relation: PRACTICE_ABILITY_RELATION,
    },
    keys,
    importId,
  );
  const values = results.map((result, index) => {
    const held = stored.get(periodKeyText(keys[index]!))?.held ?? false;
    return {
      importId,
      enterpriseId: result.enterprise?.id ?? null,
      enterpriseName: result.enterpriseName.slice(0, 100),
      socialCreditCode: result.socialCreditCode.slice(0, 50),
      examYear: result.examYear,
      examQuarter: result.examQuarter,
      examineeCount: result.examineeCount,
      unExamineeCount: result.unExamineeCount,
      averageScore: result.averageScore,
      scoreValue: held ? null : result.scoreValue,
      result: held ? false : result.result,
      reason: (held ? leadingReason(HELD_PERIOD_REASON, result.reason) : result.reason).slice(0, 500) || null,
      createdBy: me.userId,
      createdByName: me.displayName,
      createdAt: new Date(),
    };
  });
  const superseded = [...stored.values()].flatMap((period) => [
    ...period.staleIds,
    ...(period.targetId === undefined ? [] : [period.targetId]),
  ]);
  // The superseded results' examinees go; the updated rows receive this import's examinees below.
  if (superseded.length > 0)
    await tx.delete(practiceAbilityExams).where(inArray(practiceAbilityExams.practiceAbilityId, superseded));
  const stale = [...stored.values()].flatMap((period) => period.staleIds);
  if (stale.length > 0) await tx.delete(practiceAbilities).where(inArray(practiceAbilities.id, stale));

  const fresh: typeof values = [];
  for (const [index, value] of values.entries()) {
    const targetId = stored.get(periodKeyText(keys[index]!))?.targetId;
    if (targetId === undefined) fresh.push(value);
    else
      await tx
        .update(practiceAbilities)
        .set(value)
        .where(sql`${practiceAbilities.id} = ${targetId}`);
  }
  await insertRows(tx, practiceAbilities, fresh);

  await tx.execute(sql`
    update ${practiceAbilityExams} set practice_ability_id = ${practiceAbilities.id}
    from ${practiceAbilities}
    where ${practiceAbilityExams.importId} = ${importId} and ${practiceAbilities.importId} = ${importId}
      and ${practiceAbilityExams.socialCreditCode} = ${practiceAbilities.socialCreditCode}
      and ${practiceAbilityExams.examYear} = ${practiceAbilities.examYear}
      and ${practiceAbilityExams.examQuarter} = ${practiceAbilities.examQuarter}`);
}

/**
 * Imports a practice-ability workbook (one row per examinee) in one transaction: a file that cannot
 * be read, lacks a column or holds no row stores nothing. Examinee rows stream into the database in
 * batches; each enterprise's period is summed up as they pass and stored at the end.
 */
export async function importPracticeAbility(
  db: Database,
  me: Principal,
  upload: ImportUpload,
  onProgress: ReportProgress,
): Promise<string> {
  return db.transaction(async (tx) => {
    const importId = await openImport(tx, { kind: 'practiceAbility', fileName: upload.fileName, me });
    const tiers = await practiceAbilityTierRules(tx);
    const aggregate = new ExamAggregate();
    const now = new Date();
    const rowsRead = await runImport({
      stream: upload.stream,
      columns: EXAM_COLUMNS,
      checkBatch: async (rows) => {
        const directory = await enterprisesOfRows(tx, rows);
        return rows.map((row) => {
          const exam = checkExamRow(row, directory, now);
          aggregate.add(exam);
          return exam;
        });
      },
      saveBatch: (exams) => saveExams(tx, importId, exams),
      onProgress: (count) => onProgress({ rowsRead: count }),
    });
    if (rowsRead.total === 0) throw new AppError(ASSESSMENT_MSG.importEmpty);
    const results = aggregate.results(tiers);
    await saveResults(tx, importId, results, me);
    const succeeded = results.filter((result) => result.result).length;
    await closeImport(tx, importId, { total: results.length, succeeded, failed: results.length - succeeded });
    onProgress({ succeeded, failed: results.length - succeeded });
    return practiceAbilityImportDone(rowsRead.total, results.length, succeeded, results.length - succeeded);
  });
}
