import type { PracticeAbilityTierStep } from '@credit/rules';
import { tierOf } from '../assessment/bonus-rules.ts';
import type { KnownEnterprise } from '../assessment/enterprise-directory.ts';
import type { CheckedExam } from './exam-row-check.ts';

/** One enterprise's result for one exam period, summed up from its examinee rows. */
export interface EnterpriseResult {
  socialCreditCode: string;
  enterpriseName: string;
  enterprise: KnownEnterprise | undefined;
  examYear: number;
  examQuarter: number;
  examineeCount: number;
  unExamineeCount: number;
  averageScore: number | null;
  scoreValue: number | null;
  result: boolean;
  reason: string;
}

interface Tally {
  first: CheckedExam;
  examinees: number;
  absent: number;
  scoreSum: number;
  failures: string[];
  failedRows: number;
}

const MAX_LISTED_FAILURES = 5;
const REASON_MAX = 500;

export const periodKey = (code: string, year: number, quarter: number) => `${code}|${year}|${quarter}`;

/**
 * Sums examinee rows per enterprise and period while the file streams by: the memory it holds grows
 * with the enterprises, not with the rows. An enterprise's result fails when any of its rows fails,
 * naming the first few rows and why.
 */
export class ExamAggregate {
  private readonly tallies = new Map<string, Tally>();

  add(exam: CheckedExam): void {
    const key = periodKey(exam.socialCreditCode, exam.examYear, exam.examQuarter);
    let tally = this.tallies.get(key);
    if (!tally)
      this.tallies.set(
        key,
        (tally = { first: exam, examinees: 0, absent: 0, scoreSum: 0, failures: [], failedRows: 0 }),
      );
    tally.examinees += 1;
    if (exam.absent) tally.absent += 1;
    if (exam.score !== null) tally.scoreSum += exam.score;
    if (!exam.result) {
      tally.failedRows += 1;
      if (tally.failures.length < MAX_LISTED_FAILURES) tally.failures.push(`第${exam.rowNumber}行：${exam.reason}`);
    }
  }

  /** Average over the examinees who sat the exam; the tier from the configured thresholds. */
  results(tiers: readonly PracticeAbilityTierStep[]): EnterpriseResult[] {
    return [...this.tallies.values()].map((tally) => {
      const sat = tally.examinees - tally.absent;
      const averageScore = sat > 0 ? Math.round((tally.scoreSum / sat) * 100) / 100 : null;
      const result = tally.failedRows === 0;
      const more =
        tally.failedRows > tally.failures.length ? `；另有${tally.failedRows - tally.failures.length}行有误` : '';
      return {
        socialCreditCode: tally.first.socialCreditCode,
        enterpriseName: tally.first.enterpriseName,
        enterprise: tally.first.enterprise,
        examYear: tally.first.examYear,
        examQuarter: tally.first.examQuarter,
        examineeCount: tally.examinees,
        unExamineeCount: tally.absent,
        averageScore,
        scoreValue: result ? tierOf(tiers, averageScore) : null,
        result,
        reason: `${tally.failures.join('；')}${more}`.slice(0, REASON_MAX),
      };
    });
  }

  get size(): number {
    return this.tallies.size;
  }
}
