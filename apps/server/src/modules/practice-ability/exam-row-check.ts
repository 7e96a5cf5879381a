import type { ImportedRow } from '../../platform/excel/index.ts';
import { checkEnterpriseCells, type KnownEnterprise } from '../assessment/enterprise-directory.ts';
import {
  cellDateTime,
  cellNumber,
  cellText,
  requiredCell,
  RowReasons,
  shanghaiPeriod,
} from '../assessment/import-cells.ts';
import { periodKeyText } from '../assessment/period-rows.ts';
import type { ExamColumnKey } from './exam-columns.ts';
import type { ImportCellValue } from '../../platform/excel/index.ts';

/** One examinee row as checked: what is stored, and the enterprise and period it counts for. */
export interface CheckedExam {
  rowNumber: number;
  candidateName: string;
  enterpriseName: string;
  socialCreditCode: string;
  paperName: string;
  examAddress: string;
  examStartTime: Date | null;
  examEndTime: Date | null;
  examYear: number;
  examQuarter: number;
  /** The enterprise period the row counts for, as `periodKeyText` spells it. */
  periodKey: string;
  score: number | null;
  absent: boolean;
  enterprise: KnownEnterprise | undefined;
  result: boolean;
  reason: string;
}

const ABSENT_TEXT = new Set(['缺考', '缺席', '未参加']);

/** The score cell: blank or 缺考 means absent; otherwise a number from 0 to 100. */
function scoreOf(value: ImportCellValue, reasons: RowReasons): { score: number | null; absent: boolean } {
  const text = cellText(value);
  if (!text || ABSENT_TEXT.has(text)) return { score: null, absent: true };
  const score = cellNumber(value);
  if (score === undefined || score < 0 || score > 100) {
    reasons.add('成绩须为0到100之间的数字，缺考请留空或填写“缺考”');
    return { score: null, absent: false };
  }
  return { score: Math.round(score * 100) / 100, absent: false };
}

/** Checks one examinee row (spec §5 Import): names and texts, a registered enterprise, times, score. */
export function checkExamRow(
  row: ImportedRow<ExamColumnKey>,
  directory: ReadonlyMap<string, KnownEnterprise>,
  now: Date,
): CheckedExam {
  const reasons = new RowReasons();
  const values = row.values as Record<ExamColumnKey, ImportCellValue>;
  const candidateName = requiredCell(values.candidateName, '考生姓名', 50, reasons);
  const { enterpriseName, socialCreditCode, enterprise } = checkEnterpriseCells(values, directory, reasons);
  const paperName = requiredCell(values.paperName, '试卷名称', 100, reasons);
  const examAddress = requiredCell(values.examAddress, '考试地点', 100, reasons);
  const examStartTime = cellDateTime(values.examStartTime) ?? null;
  const examEndTime = cellDateTime(values.examEndTime) ?? null;
  if (!examStartTime) reasons.add('考试开始时间格式不正确');
  else if (examStartTime > now) reasons.add('考试开始时间不能晚于当前时间');
  if (!examEndTime) reasons.add('考试结束时间格式不正确');
  else if (examStartTime && examEndTime < examStartTime) reasons.add('考试结束时间不能早于考试开始时间');
  const { score, absent } = scoreOf(values.score, reasons);
  const period = examStartTime ? shanghaiPeriod(examStartTime) : { year: 0, quarter: 0 };
  return {
    rowNumber: row.rowNumber,
    candidateName,
    enterpriseName,
    socialCreditCode,
    paperName,
    examAddress,
    examStartTime,
    examEndTime,
    examYear: period.year,
    examQuarter: period.quarter,
    periodKey: periodKeyText({ code: socialCreditCode, year: period.year, quarter: period.quarter }),
    score,
    absent,
    enterprise,
    result: reasons.ok,
    reason: reasons.text(),
  };
}
