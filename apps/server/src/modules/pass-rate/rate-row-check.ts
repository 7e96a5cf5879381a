import { QUARTER } from '@credit/rules';
import type { ImportCellValue, ImportedRow } from '../../platform/excel/index.ts';
import { checkEnterpriseCells, type KnownEnterprise } from '../assessment/enterprise-directory.ts';
import { cellNumber, cellText, requiredCell, RowReasons, shanghaiPeriod } from '../assessment/import-cells.ts';
import type { RateColumnKey } from './rate-columns.ts';

/** One pass-rate row as checked; year and quarter are 0 when they cannot be read. */
export interface CheckedRate {
  enterpriseName: string;
  socialCreditCode: string;
  enterprise: KnownEnterprise | undefined;
  registerYear: number;
  quarter: number;
  grade: string;
  scoreValue: number | null;
  result: boolean;
  reason: string;
}

const QUARTER_BY_LABEL = new Map([...QUARTER].map(([code, label]) => [label, code]));
const MIN_YEAR = 2000;

function yearOf(value: ImportCellValue, current: number, reasons: RowReasons): number {
  const year = cellNumber(value);
  if (!cellText(value)) reasons.add('年度不能为空');
  else if (year === undefined || !Number.isInteger(year) || year < MIN_YEAR) reasons.add('年度格式不正确');
  else if (year > current) reasons.add('年度不能晚于今年');
  else return year;
  return 0;
}

function quarterOf(value: ImportCellValue, reasons: RowReasons): number {
  const text = cellText(value);
  const quarter = QUARTER_BY_LABEL.get(text) ?? cellNumber(value);
  if (!text) reasons.add('季度不能为空');
  else if (quarter === undefined || ![1, 2, 3, 4].includes(quarter)) reasons.add('季度须为1到4');
  else return quarter;
  return 0;
}

/** Checks one pass-rate row (spec §5 Import): a registered enterprise, a past year and quarter, a configured grade. */
export function checkRateRow(
  row: ImportedRow<RateColumnKey>,
  directory: ReadonlyMap<string, KnownEnterprise>,
  grades: ReadonlyMap<string, number>,
  now: Date,
): CheckedRate {
  const reasons = new RowReasons();
  const values = row.values as Record<RateColumnKey, ImportCellValue>;
  const { enterpriseName, socialCreditCode, enterprise } = checkEnterpriseCells(values, directory, reasons);
  const today = shanghaiPeriod(now);
  const registerYear = yearOf(values.registerYear, today.year, reasons);
  let quarter = quarterOf(values.quarter, reasons);
  if (registerYear === today.year && quarter > today.quarter) {
    reasons.add('季度不能晚于本季度');
    quarter = 0;
  }
  const grade = requiredCell(values.grade, '等级', 20, reasons).toUpperCase();
  const scoreValue = grade ? grades.get(grade) : undefined;
  if (grade && scoreValue === undefined) reasons.add(`等级须为${[...grades.keys()].join('、')}之一`);
  return {
    enterpriseName,
    socialCreditCode,
    enterprise,
    registerYear,
    quarter,
    grade,
    scoreValue: reasons.ok ? (scoreValue ?? null) : null,
    result: reasons.ok,
    reason: reasons.text(),
  };
}
