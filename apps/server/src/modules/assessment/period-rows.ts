import { sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './import-upload.ts';
import { heldByRelease, type RowRelation } from './publishable.ts';

export interface PeriodKey {
  code: string;
  year: number;
  quarter: number;
}

/** What an import finds already stored for one enterprise and period. */
export interface StoredPeriod {
  /** A release waiting for review or completed holds a row of this period: it must not change. */
  held: boolean;
  /** The newest row no release holds: the one a re-import updates in place. */
  targetId?: number;
  /** Other rows of the period no release holds: superseded by the re-import. */
  staleIds: number[];
}

export const periodKeyText = (key: PeriodKey) => `${key.code}|${key.year}|${key.quarter}`;

/**
 * The rows already stored for these enterprise periods (except the current import's), so that
 * re-importing a period updates its row instead of adding another.
 */
export async function storedPeriods(
  tx: Executor,
  target: {
    table: PgTable;
    id: Column;
    code: Column;
    year: Column;
    quarter: Column;
    importId: Column;
    relation: RowRelation;
  },
  keys: readonly PeriodKey[],
  currentImportId: number,
): Promise<Map<string, StoredPeriod>> {
  const found = new Map<string, StoredPeriod>();
  if (keys.length === 0) return found;
  // A key listed twice would match each stored row twice.
  const distinct = [...new Map(keys.map((key) => [periodKeyText(key), key])).values()];
  const result = await tx.execute<{ id: number; code: string; year: number; quarter: number; held: boolean }>(sql`
    select ${target.id} as id, ${target.code} as code, ${target.year} as year, ${target.quarter} as quarter,
      ${heldByRelease(target.id, target.relation)} as held
    from ${target.table}
    join jsonb_to_recordset(${JSON.stringify(distinct)}::jsonb) as k(code text, year int, quarter int)
      on ${target.code} = k.code and ${target.year} = k.year and ${target.quarter} = k.quarter
    where ${target.importId} <> ${currentImportId}
    order by ${target.id} desc`);
  for (const row of result.rows) {
    const key = periodKeyText(row);
    const period = found.get(key) ?? { held: false, staleIds: [] };
    if (row.held) period.held = true;
    else if (period.targetId === undefined) period.targetId = row.id;
    else period.staleIds.push(row.id);
    found.set(key, period);
  }
  return found;
}

export const HELD_PERIOD_REASON = '该企业本期结果已发布或正在审核，不能重复导入';

/** A row's reasons with one put first, joined as the import lists show them. */
export const leadingReason = (first: string, rest: string) => [first, rest].filter(Boolean).join('；');
