import { ASSESSMENT_MSG } from '@credit/rules';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { practiceAbilities, practiceAbilityExams } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { runImport } from '../../platform/excel/index.ts';
import type { Principal } from '../auth/principal.ts';
import { practiceAbilityTierRules } from '../assessment/bonus-rules.ts';
import { enterpriseDirectory } from '../assessment/enterprise-directory.ts';
import type { ImportProgress } from '../assessment/import-progress.ts';
import { closeImport, openImport, type Executor, type ImportUpload } from '../assessment/import-upload.ts';
import { HELD_PERIOD_REASON, leadingReason, periodKeyText, storedPeriods } from '../assessment/period-rows.ts';
import { EXAM_COLUMNS } from './exam-columns.ts';
import { PRACTICE_ABILITY_RELATION } from './queries.ts';
import { ExamAggregate, type EnterpriseResult } from './exam-aggregate.ts';
import { checkExamRow, type CheckedExam } from './exam-row-check.ts';

// Drizzle builds a multi-row insert in one synchronous stretch: 500 rows, as in runImport's examinee
// batches, keep it short enough that saving 20 000 results does not hold up other requests.
const INSERT_CHUNK = 500;

export const practiceAbilityImportDone = (rows: number, enterprises: number, succeeded: number, failed: number) =>
  `导入完成：共读取${rows}条考生成绩，生成${enterprises}家企业结果，成功${succeeded}家，失败${failed}家`;

const column = (target: { name: string }) => sql.identifier(target.name);
const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * One insert of a batch of examinee rows as column arrays: a statement the database unpacks,
 * instead of one drizzle builds value by value (which held the event loop for most of an import).
 */
async function saveExams(tx: Executor, importId: number, exams: readonly CheckedExam[]) {
  if (exams.length === 0) return;
  const e = practiceAbilityExams;
  const pick = <T>(read: (exam: CheckedExam) => T) => exams.map(read);
  await tx.execute(sql`
    insert into ${e} (${sql.join(
      [
        e.importId,
        e.rowNumber,
        e.candidateName,
        e.enterpriseName,
        e.socialCreditCode,
        e.paperName,
        e.examAddress,
        e.examStartTime,
        e.examEndTime,
        e.examYear,
        e.examQuarter,
        e.score,
        e.absent,
        e.result,
        e.reason,
      ].map(column),
      sql`, `,
    )})
    select ${importId}, * from unnest(
      ${array(
        pick((exam) => exam.rowNumber),
        'int',
      )},
      ${array(
        pick((exam) => exam.candidateName),
        'text',
      )},
      ${array(
        pick((exam) => exam.enterpriseName),
        'text',
      )},
      ${array(
        pick((exam) => exam.socialCreditCode),
        'text',
      )},
      ${array(
        pick((exam) => exam.paperName),
        'text',
      )},
      ${array(
        pick((exam) => exam.examAddress),
        'text',
      )},
      ${array(
        pick((exam) => exam.examStartTime?.toISOString() ?? null),
        'timestamptz',
      )},
      ${array(
        pick((exam) => exam.examEndTime?.toISOString() ?? null),
        'timestamptz',
      )},
      ${array(
        pick((exam) => exam.examYear),
        'smallint',
      )},
      ${array(
        pick((exam) => exam.examQuarter),
        'smallint',
      )},
      ${array(
        pick((exam) => exam.score),
        'numeric',
      )},
      ${array(
        pick((exam) => exam.absent),
        'boolean',
      )},
      ${array(
        pick((exam) => exam.result),
        'boolean',
      )},
      ${array(
        pick((exam) => exam.reason.slice(0, 300) || null),
        'text',
      )}
    )`);
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
  for (let start = 0; start < fresh.length; start += INSERT_CHUNK)
    await tx.insert(practiceAbilities).values(fresh.slice(start, start + INSERT_CHUNK));

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
  onProgress: (update: Partial<ImportProgress>) => void,
): Promise<string> {
  return db.transaction(async (tx) => {
    const importId = await openImport(tx, { kind: 'practiceAbility', fileName: upload.fileName, me });
    const [directory, tiers] = await Promise.all([enterpriseDirectory(tx), practiceAbilityTierRules(tx)]);
    const aggregate = new ExamAggregate();
    const now = new Date();
    const rowsRead = await runImport({
      stream: upload.stream,
      columns: EXAM_COLUMNS,
      validateRow: (row) => {
        const exam = checkExamRow(row, directory, now);
        aggregate.add(exam);
        return exam;
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
