import type { PracticeAbilityTierStep } from '@credit/rules';
import { tierOf } from '../assessment/bonus-rules.ts';
import type { CheckedExam } from './exam-row-check.ts';

/** One enterprise's result for one exam period, summed up from its examinee rows. */
export interface EnterpriseResult {
  socialCreditCode: string;
  enterpriseName: string;
  enterpriseId: number | null;
  examYear: number;
  examQuarter: number;
  examineeCount: number;
  unExamineeCount: number;
  averageScore: number | null;
  scoreValue: number | null;
  result: boolean;
  reason: string;
}

/** What a period keeps of its rows: the enterprise and period of the first, and the sums. */
interface Tally {
  socialCreditCode: string;
  enterpriseName: string;
  enterpriseId: number | null;
  examYear: number;
  examQuarter: number;
  examinees: number;
  absent: number;
  scoreSum: number;
  /** The first few failed rows, each with why; none kept while every row succeeds. */
  failures: string[] | undefined;
  failedRows: number;
}

const MAX_LISTED_FAILURES = 5;
const REASON_MAX = 500;

/**
 * Sums examinee rows per enterprise and period while the file streams by: the memory it holds grows
 * with the periods (a few numbers each), not with the rows. An enterprise's result fails when any of
 * its rows fails, naming the first few rows and why; its tier comes from the configured thresholds.
 */
export class ExamAggregate {
  private readonly tallies = new Map<string, Tally>();

  constructor(private readonly tiers: readonly PracticeAbilityTierStep[]) {}

  add(exam: CheckedExam): void {
    let tally = this.tallies.get(exam.periodKey);
    if (!tally) {
      tally = {
        socialCreditCode: exam.socialCreditCode,
        enterpriseName: exam.enterpriseName,
        enterpriseId: exam.enterprise?.id ?? null,
        examYear: exam.examYear,
        examQuarter: exam.examQuarter,
        examinees: 0,
        absent: 0,
        scoreSum: 0,
        failures: undefined,
        failedRows: 0,
      };
      this.tallies.set(exam.periodKey, tally);
    }
    tally.examinees += 1;
    if (exam.absent) tally.absent += 1;
    if (exam.score !== null) tally.scoreSum += exam.score;
    if (!exam.result) {
      tally.failedRows += 1;
      tally.failures ??= [];
      if (tally.failures.length < MAX_LISTED_FAILURES) tally.failures.push(`第${exam.rowNumber}行：${exam.reason}`);
    }
  }

  /** The period's result from the rows added so far. */
  resultOf(key: string): EnterpriseResult {
    const tally = this.tallies.get(key);
    if (!tally) throw new Error('no row of the period was added');
    const sat = tally.examinees - tally.absent;
    const averageScore = sat > 0 ? Math.round((tally.scoreSum / sat) * 100) / 100 : null;
    const result = tally.failedRows === 0;
    const failures = tally.failures ?? [];
    const more = tally.failedRows > failures.length ? `；另有${tally.failedRows - failures.length}行有误` : '';
    return {
      socialCreditCode: tally.socialCreditCode,
      enterpriseName: tally.enterpriseName,
      enterpriseId: tally.enterpriseId,
      examYear: tally.examYear,
      examQuarter: tally.examQuarter,
      examineeCount: tally.examinees,
      unExamineeCount: tally.absent,
      averageScore,
      scoreValue: result ? tierOf(this.tiers, averageScore) : null,
      result,
      reason: `${failures.join('；')}${more}`.slice(0, REASON_MAX),
    };
  }

  /** How many rows the period has had so far. */
  examineesOf(key: string): number {
    return this.tallies.get(key)?.examinees ?? 0;
  }

  /** How many periods have no failed row so far. */
  succeeded(): number {
    let count = 0;
    for (const tally of this.tallies.values()) if (tally.failedRows === 0) count += 1;
    return count;
  }

  get size(): number {
    return this.tallies.size;
  }
}
