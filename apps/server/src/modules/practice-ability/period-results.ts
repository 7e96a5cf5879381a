import { and, inArray, ne, sql } from 'drizzle-orm';
import { allocateIds, insertRows, updateRowsById } from '../../db/column-arrays.ts';
import { practiceAbilities, practiceAbilityExams } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import type { Executor } from '../assessment/import-upload.ts';
import {
  HELD_PERIOD_REASON,
  leadingReason,
  periodKeyText,
  storedPeriods,
  type PeriodKey,
  type StoredPeriod,
} from '../assessment/period-rows.ts';
import type { EnterpriseResult } from './exam-aggregate.ts';
import type { CheckedExam } from './exam-row-check.ts';
import { PRACTICE_ABILITY_RELATION } from './queries.ts';

const keyOfExam = (exam: CheckedExam): PeriodKey => ({
  code: exam.socialCreditCode,
  year: exam.examYear,
  quarter: exam.examQuarter,
});

const STORED_TARGET = {
  table: practiceAbilities,
  id: practiceAbilities.id,
  code: practiceAbilities.socialCreditCode,
  year: practiceAbilities.examYear,
  quarter: practiceAbilities.examQuarter,
  importId: practiceAbilities.importId,
  relation: PRACTICE_ABILITY_RELATION,
};

/**
 * The result row of each enterprise period an import names, given its id the first time a batch
 * names the period, so every examinee row is inserted already pointing at its result: a period
 * already stored (and held by no release) keeps its row, updated in place at the end; a new one
 * gets an id now and its row, whole, at the end — one insert, no row written twice (the
 * examinees' reference is checked at commit: `deferExamResultCheck`).
 */
export class PeriodResults {
  private readonly ids = new Map<string, number>();
  private readonly stored = new Map<string, StoredPeriod>();
  /** The ids given to periods that have no row yet. */
  private readonly fresh = new Set<number>();

  constructor(
    private readonly tx: Executor,
    private readonly importId: number,
    private readonly me: Principal,
  ) {}

  /** Gives an id to each period these exams name that no earlier batch named. */
  async open(exams: readonly CheckedExam[]): Promise<void> {
    const named = new Map<string, PeriodKey>();
    for (const exam of exams) {
      const key = keyOfExam(exam);
      const text = periodKeyText(key);
      if (!this.ids.has(text) && !named.has(text)) named.set(text, key);
    }
    if (named.size === 0) return;
    const stored = await storedPeriods(this.tx, STORED_TARGET, [...named.values()], this.importId);
    const unstored: string[] = [];
    for (const text of named.keys()) {
      const period = stored.get(text);
      if (period) this.stored.set(text, period);
      if (period?.targetId === undefined) unstored.push(text);
      else this.ids.set(text, period.targetId);
    }
    const ids = await allocateIds(this.tx, practiceAbilities, unstored.length);
    unstored.forEach((text, index) => {
      this.ids.set(text, ids[index]!);
      this.fresh.add(ids[index]!);
    });
  }

  /** The result row an opened exam points at. */
  idOf(exam: CheckedExam): number {
    const id = this.ids.get(periodKeyText(keyOfExam(exam)));
    if (id === undefined) throw new Error('the exam period was not opened');
    return id;
  }

  /**
   * Writes each period's result: a new row for a new period, the stored row updated in place
   * otherwise (a period a release holds is stored as failed); and removes what this import
   * supersedes: the earlier examinees of the rows updated in place, and the period's other rows
   * with theirs.
   */
  async close(results: readonly EnterpriseResult[]): Promise<void> {
    const createdAt = new Date();
    const rows = results.map((result) => {
      const text = periodKeyText({ code: result.socialCreditCode, year: result.examYear, quarter: result.examQuarter });
      const held = this.stored.get(text)?.held ?? false;
      const id = this.ids.get(text);
      if (id === undefined) throw new Error('the result period was not opened');
      return {
        id,
        importId: this.importId,
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
        createdBy: this.me.userId,
        createdByName: this.me.displayName,
        createdAt,
      };
    });
    const targets = [...this.stored.values()].flatMap((period) =>
      period.targetId === undefined ? [] : [period.targetId],
    );
    const e = practiceAbilityExams;
    if (targets.length > 0)
      await this.tx.delete(e).where(and(inArray(e.practiceAbilityId, targets), ne(e.importId, this.importId)));
    // The stale rows' examinees go with them (the foreign key cascades).
    const stale = [...this.stored.values()].flatMap((period) => period.staleIds);
    if (stale.length > 0) await this.tx.delete(practiceAbilities).where(inArray(practiceAbilities.id, stale));
    await insertRows(
      this.tx,
      practiceAbilities,
      rows.filter((row) => this.fresh.has(row.id)),
    );
    await updateRowsById(
      this.tx,
      practiceAbilities,
      practiceAbilities.id,
      rows.filter((row) => !this.fresh.has(row.id)),
    );
  }
}

/**
 * Within the import's transaction, the examinees' reference to their result is checked at commit
 * (the constraint's name as PostgreSQL keeps it, cut to 63 bytes).
 */
export async function deferExamResultCheck(tx: Executor): Promise<void> {
  await tx.execute(sql`set constraints "practice_ability_exam_practice_ability_id_practice_ability_id_f" deferred`);
}
