import { ASSESSMENT_MSG } from '@credit/rules';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertRows, updateRowsById } from '../../db/column-arrays.ts';
import { recordPassRates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { runImport } from '../../platform/excel/index.ts';
import type { Principal } from '../auth/principal.ts';
import { passRateGradeRules } from '../assessment/bonus-rules.ts';
import { enterprisesOfRows } from '../assessment/enterprise-directory.ts';
import type { ReportProgress } from '../assessment/import-progress.ts';
import { closeImport, openImport, type Executor, type ImportUpload } from '../assessment/import-upload.ts';
import {
  HELD_PERIOD_REASON,
  leadingReason,
  periodKeyText,
  storedPeriods,
  type PeriodKey,
} from '../assessment/period-rows.ts';
import { PASS_RATE_RELATION } from './queries.ts';
import { RATE_COLUMNS } from './rate-columns.ts';
import { checkRateRow, type CheckedRate } from './rate-row-check.ts';

const keyOf = (rate: CheckedRate): PeriodKey | undefined =>
  rate.socialCreditCode && rate.registerYear > 0 && rate.quarter > 0
    ? { code: rate.socialCreditCode, year: rate.registerYear, quarter: rate.quarter }
    : undefined;

const withReason = (rate: CheckedRate, reason: string): CheckedRate => ({
  ...rate,
  result: false,
  scoreValue: null,
  reason: leadingReason(reason, rate.reason),
});

/**
 * Saves one batch: a period stored by an earlier import is updated in place (other rows of it
 * removed), a period a release holds stays as it is and the new row is stored as failed.
 */
async function saveRates(tx: Executor, importId: number, rates: CheckedRate[], me: Principal): Promise<number> {
  const keys = rates.map(keyOf);
  const stored = await storedPeriods(
    tx,
    {
      table: recordPassRates,
      id: recordPassRates.id,
      code: recordPassRates.socialCreditCode,
      year: recordPassRates.registerYear,
      quarter: recordPassRates.quarter,
      importId: recordPassRates.importId,
      relation: PASS_RATE_RELATION,
    },
    keys.filter((key) => key !== undefined),
    importId,
  );
  const stale = [...stored.values()].flatMap((period) => period.staleIds);
  if (stale.length > 0) await tx.delete(recordPassRates).where(inArray(recordPassRates.id, stale));
  const createdAt = new Date();
  const fresh = [];
  const updates = [];
  let succeeded = 0;
  const updated = new Set<number>();
  for (const [index, checked] of rates.entries()) {
    const key = keys[index];
    const period = key ? stored.get(periodKeyText(key)) : undefined;
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
    // A repeat of the period in the same batch is a new (failed) row, not a second update of the first.
    const targetId = period?.targetId;
    if (targetId === undefined || updated.has(targetId)) fresh.push(value);
    else {
      updated.add(targetId);
      updates.push({ id: targetId, ...value });
    }
  }
  await updateRowsById(tx, recordPassRates, recordPassRates.id, updates);
  await insertRows(tx, recordPassRates, fresh);
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
      checkBatch: async (rows) => {
        const directory = await enterprisesOfRows(tx, rows);
        return rows.map((row) => {
          const rate = checkRateRow(row, directory, grades, now);
          const key = keyOf(rate);
          const first = key ? firstRowOfPeriod.get(periodKeyText(key)) : undefined;
          if (first !== undefined) return withReason(rate, `与第${first}行的企业、年度和季度重复`);
          if (key) firstRowOfPeriod.set(periodKeyText(key), row.rowNumber);
          return rate;
        });
      },
      saveBatch: async (rates) => {
        succeeded += await saveRates(tx, importId, rates, me);
      },
      onProgress: (count) => onProgress({ rowsRead: count }),
    });
    if (total === 0) throw new AppError(ASSESSMENT_MSG.importEmpty);
    const failed = total - succeeded;
    await closeImport(tx, importId, { total, succeeded, failed });
    onProgress({ succeeded, failed });
    return ASSESSMENT_MSG.importDone(total, succeeded, failed);
  });
}
