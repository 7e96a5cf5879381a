import { ASSESSMENT_MSG } from '@credit/rules';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRows, updateRowsById } from '../../db/column-arrays.ts';
import { recordPassRates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { eventLoopSlices, runImport, type ImportedRow } from '../../platform/excel/index.ts';
import type { Principal } from '../auth/principal.ts';
import { passRateGradeRules } from '../assessment/bonus-rules.ts';
import { enterprisesOfRows } from '../assessment/enterprise-directory.ts';
import { inStatements } from '../assessment/in-statements.ts';
import type { ReportProgress } from '../assessment/import-progress.ts';
import { closeImport, openImport, type Executor, type ImportUpload } from '../assessment/import-upload.ts';
import {
  HELD_PERIOD_REASON,
  leadingReason,
  periodKeyText,
  storedPeriods,
  type PeriodKey,
  type StoredPeriod,
} from '../assessment/period-rows.ts';
import { PASS_RATE_RELATION } from './queries.ts';
import { RATE_COLUMNS, type RateColumnKey } from './rate-columns.ts';
import { checkRateRow, type CheckedRate } from './rate-row-check.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const keyOf = (rate: CheckedRate): PeriodKey | undefined =>
  rate.socialCreditCode && rate.registerYear > 0 && rate.quarter > 0
    ? { code: rate.socialCreditCode, year: rate.registerYear, quarter: rate.quarter }
    : undefined;

const withReason = (rate: CheckedRate, reason: string): CheckedRate =>
  withFields(rate, { result: false, scoreValue: null, reason: leadingReason(reason, rate.reason) });

const STORED_TARGET = {
  table: recordPassRates,
  id: recordPassRates.id,
  code: recordPassRates.socialCreditCode,
  year: recordPassRates.registerYear,
  quarter: recordPassRates.quarter,
  importId: recordPassRates.importId,
  relation: PASS_RATE_RELATION,
};

/** A checked row with what earlier imports stored for its period (first rows of a period only). */
type RateToSave = CheckedRate & { stored?: StoredPeriod };

/**
 * Checks one batch: the enterprises against the directory, a period already named by an earlier
 * row of the file fails as a repeat, and the first row of a period learns what earlier imports
 * stored for it. Both reads run on a connection of their own, outside the import's transaction,
 * while the last batch is being saved: a period named for the first time is one this import has
 * not written yet, so the rows read there are the ones the transaction would see.
 */
async function checkRates(
  db: Database,
  importId: number,
  rows: ImportedRow<RateColumnKey>[],
  context: { grades: ReadonlyMap<string, number>; now: Date; firstRowOfPeriod: Map<string, number> },
): Promise<RateToSave[]> {
  const directory = await enterprisesOfRows(db, rows);
  const firsts = new Map<string, PeriodKey>();
  /** Each row's period, when it is the period's first row in the file. */
  const firstOf: (string | undefined)[] = [];
  const checkInFile = (row: ImportedRow<RateColumnKey>): RateToSave => {
    const rate = checkRateRow(row, directory, context.grades, context.now);
    const key = keyOf(rate);
    const text = key && periodKeyText(key);
    firstOf.push(undefined);
    if (!key || !text) return rate;
    const first = context.firstRowOfPeriod.get(text);
    if (first !== undefined) return withReason(rate, `与第${first}行的企业、年度和季度重复`);
    context.firstRowOfPeriod.set(text, row.rowNumber);
    firsts.set(text, key);
    firstOf[firstOf.length - 1] = text;
    return rate;
  };
  // A batch's rows take tens of milliseconds to check on a busy machine: other requests go in between.
  const turnIfDue = eventLoopSlices();
  const rates: RateToSave[] = [];
  for (const row of rows) {
    rates.push(checkInFile(row));
    await turnIfDue();
  }
  const stored = await storedPeriods(db, STORED_TARGET, [...firsts.values()], importId);
  if (stored.size === 0) return rates;
  return rates.map((rate, index) => {
    const text = firstOf[index];
    const period = text === undefined ? undefined : stored.get(text);
    return period ? withFields(rate, { stored: period }) : rate;
  });
}

/**
 * Saves one batch: a period stored by an earlier import is updated in place (other rows of it
 * removed), a period a release holds stays as it is and the new row is stored as failed.
 */
async function saveRates(tx: Executor, importId: number, rates: RateToSave[], me: Principal): Promise<number> {
  const stale = rates.flatMap((rate) => rate.stored?.staleIds ?? []);
  if (stale.length > 0) await tx.delete(recordPassRates).where(inArray(recordPassRates.id, stale));
  const createdAt = new Date();
  const fresh = [];
  const updates = [];
  let succeeded = 0;
  const turnIfDue = eventLoopSlices();
  for (const checked of rates) {
    await turnIfDue();
    const period = checked.stored;
    const rate = period?.held ? withReason(checked, HELD_PERIOD_REASON) : checked;
    if (rate.result) succeeded += 1;
    const value = {
      importId,
      enterpriseId: rate.enterprise?.id ?? null,
      enterpriseName: rate.enterpriseName.slice(0, 100),
      socialCreditCode: rate.socialCreditCode.slice(0, 50),
      registerYear: rate.registerYear,
      quarter: rate.quarter,
      grade: rate.grade,
      scoreValue: rate.scoreValue,
      result: rate.result,
      reason: rate.reason.slice(0, 500) || null,
      createdBy: me.userId,
      createdByName: me.displayName,
      createdAt,
    };
    const targetId = period?.targetId;
    if (targetId === undefined) fresh.push(value);
    else updates.push({ id: targetId, ...value });
  }
  await inStatements(updates, (part) => updateRowsById(tx, recordPassRates, recordPassRates.id, part));
  await inStatements(fresh, (part) => insertRows(tx, recordPassRates, part));
  return succeeded;
}

/**
 * Imports a pass-rate workbook (one row per enterprise, year and quarter) in one transaction: a file
 * that cannot be read, lacks a column or holds no row stores nothing. The same period twice in one
 * file keeps the first and fails the repeat.
 */
export async function importPassRate(
  db: Database,
  me: Principal,
  upload: ImportUpload,
  onProgress: ReportProgress,
): Promise<string> {
  return db.transaction(async (tx) => {
    const importId = await openImport(tx, { kind: 'passRate', fileName: upload.fileName, me });
    const grades = await passRateGradeRules(tx);
    const firstRowOfPeriod = new Map<string, number>();
    const now = new Date();
    let succeeded = 0;
    const { total } = await runImport({
      stream: upload.stream,
      columns: RATE_COLUMNS,
      checkBatch: (rows) => checkRates(db, importId, rows, { grades, now, firstRowOfPeriod }),
      saveBatch: async (rates) => {
        succeeded += await saveRates(tx, importId, rates, me);
      },
      onProgress: (count) => onProgress({ rowsRead: count }),
    });
    if (total === 0) throw new AppError(ASSESSMENT_MSG.importEmpty);
    const failed = total - succeeded;
    await closeImport(tx, importId, { total, succeeded, failed }, me);
    onProgress({ succeeded, failed });
    return ASSESSMENT_MSG.importDone(total, succeeded, failed);
  });
}
