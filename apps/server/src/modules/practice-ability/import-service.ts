import { ASSESSMENT_MSG } from '@credit/rules';
import type { Database } from '../../db/client.ts';
import { insertColumnArrays } from '../../db/column-arrays.ts';
import { practiceAbilityExams } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { eventLoopSlices, runImport } from '../../platform/excel/index.ts';
import type { Principal } from '../auth/principal.ts';
import { practiceAbilityTierRules } from '../assessment/bonus-rules.ts';
import { enterprisesOfRows } from '../assessment/enterprise-directory.ts';
import { inStatements } from '../assessment/in-statements.ts';
import type { ReportProgress } from '../assessment/import-progress.ts';
import { closeImport, openImport, type Executor, type ImportUpload } from '../assessment/import-upload.ts';
import { EXAM_COLUMNS } from './exam-columns.ts';
import { ExamAggregate } from './exam-aggregate.ts';
import { checkExamRow, type CheckedExam } from './exam-row-check.ts';
import { PeriodResults } from './period-results.ts';

export const practiceAbilityImportDone = (rows: number, enterprises: number, succeeded: number, failed: number) =>
  `导入完成：共读取${rows}条考生成绩，生成${enterprises}家企业结果，成功${succeeded}家，失败${failed}家`;

/** A batch's examinee rows, a few inserts of rows unpacked from column arrays by the database. */
const saveExams = (tx: Executor, exams: readonly CheckedExam[], periods: PeriodResults) =>
  inStatements(exams, (part) => insertExams(tx, part, periods));

async function insertExams(tx: Executor, exams: readonly CheckedExam[], periods: PeriodResults) {
  const e = practiceAbilityExams;
  const each = <T>(read: (exam: CheckedExam) => T) => ({ each: exams.map(read) });
  await insertColumnArrays(tx, e, [
    [e.practiceAbilityId, each((exam) => periods.idOf(exam))],
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
 * Imports a practice-ability workbook (one row per examinee) in one transaction: a file that cannot
 * be read, lacks a column or holds no row stores nothing. Examinee rows stream into the database in
 * batches, each after the result rows of the periods it names; each enterprise's period is summed
 * up as they pass, and a result that changed after its row was written is written again at the end.
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
    const aggregate = new ExamAggregate(tiers);
    const periods = new PeriodResults(tx, importId, me, aggregate);
    const now = new Date();
    const rowsRead = await runImport({
      stream: upload.stream,
      columns: EXAM_COLUMNS,
      // Both reads run on a connection of their own, while the last batch is being saved.
      checkBatch: async (rows) => {
        const directory = await enterprisesOfRows(db, rows);
        // A batch's rows take tens of milliseconds to check on a busy machine: other requests go in between.
        const turnIfDue = eventLoopSlices();
        const exams: CheckedExam[] = [];
        for (const row of rows) {
          const exam = checkExamRow(row, directory, now);
          aggregate.add(exam);
          exams.push(exam);
          await turnIfDue();
        }
        await periods.plan(db, exams);
        return exams;
      },
      saveBatch: async (exams) => {
        await periods.open();
        await saveExams(tx, exams, periods);
      },
      onProgress: (count) => onProgress({ rowsRead: count }),
    });
    if (rowsRead.total === 0) throw new AppError(ASSESSMENT_MSG.importEmpty);
    await periods.close();
    const succeeded = aggregate.succeeded();
    const failed = aggregate.size - succeeded;
    await closeImport(tx, importId, { total: aggregate.size, succeeded, failed }, me);
    onProgress({ succeeded, failed });
    return practiceAbilityImportDone(rowsRead.total, aggregate.size, succeeded, failed);
  });
}
