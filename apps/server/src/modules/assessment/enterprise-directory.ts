import { isCreditCode } from '@credit/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import type { ImportCellValue } from '../../platform/excel/index.ts';
import { cellText, requiredCell, type RowReasons } from './import-cells.ts';

export interface KnownEnterprise {
  id: number;
  name: string;
}

/**
 * The enterprises a batch of import rows names, by credit code: one query per batch joining the
 * batch's codes to the enterprise table (its unique index), so neither a row nor the whole
 * directory is read one by one. An import asks it on a connection of its own, outside its
 * transaction (which writes no enterprise): the next batch is checked while the last is saved.
 */
export async function enterprisesOfRows(
  db: Pick<Database, 'select'>,
  rows: readonly { values: { socialCreditCode: unknown } }[],
): Promise<Map<string, KnownEnterprise>> {
  const codes = new Set<string>();
  for (const row of rows) {
    const code = cellText(row.values.socialCreditCode as ImportCellValue).toUpperCase();
    if (isCreditCode(code)) codes.add(code);
  }
  if (codes.size === 0) return new Map();
  // Joined to the codes as rows, the enterprise's unique index is probed once per code.
  const found = await db
    .select({ id: enterprises.id, name: enterprises.enterpriseName, code: enterprises.socialCreditCode })
    .from(sql`unnest(${sql.param([...codes])}::text[]) as batch(code)`)
    .innerJoin(enterprises, sql`${enterprises.socialCreditCode} = batch.code`);
  return new Map(found.map((row) => [row.code, { id: row.id, name: row.name }]));
}

/** The row's enterprise: the code must be valid and registered, and the name must be that enterprise's. */
function knownEnterprise(
  directory: ReadonlyMap<string, KnownEnterprise>,
  name: string,
  code: string,
  reasons: RowReasons,
): KnownEnterprise | undefined {
  if (!name || !code) return undefined;
  // The directory holds valid codes only: a code found there needs no check of its own.
  const enterprise = directory.get(code);
  if (!enterprise) {
    reasons.add(isCreditCode(code) ? '企业不存在' : '统一社会信用代码格式不正确');
    return undefined;
  }
  if (enterprise.name !== name) {
    reasons.add('企业名称与统一社会信用代码不符');
    return undefined;
  }
  return enterprise;
}

/** The enterprise cells every import row has: both required, checked against the directory. */
export function checkEnterpriseCells(
  values: { enterpriseName: ImportCellValue; socialCreditCode: ImportCellValue },
  directory: ReadonlyMap<string, KnownEnterprise>,
  reasons: RowReasons,
): { enterpriseName: string; socialCreditCode: string; enterprise: KnownEnterprise | undefined } {
  const enterpriseName = requiredCell(values.enterpriseName, '企业名称', 100, reasons);
  const socialCreditCode = requiredCell(values.socialCreditCode, '统一社会信用代码', 50, reasons).toUpperCase();
  return {
    enterpriseName,
    socialCreditCode,
    enterprise: knownEnterprise(directory, enterpriseName, socialCreditCode, reasons),
  };
}
