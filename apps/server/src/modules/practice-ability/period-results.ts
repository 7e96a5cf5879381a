import { inArray } from 'drizzle-orm';
import { allocateIds, insertRows, updateRowsById } from '../../db/column-arrays.ts';
import { eventLoopSlices } from '../../platform/excel/index.ts';
import { practiceAbilities, practiceAbilityExams } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import type { Executor } from '../assessment/import-upload.ts';
import { inStatements } from '../assessment/in-statements.ts';
import {
  HELD_PERIOD_REASON,
  leadingReason,
  storedPeriods,
  type PeriodKey,
  type StoredPeriod,
} from '../assessment/period-rows.ts';
import type { ExamAggregate } from './exam-aggregate.ts';
import type { CheckedExam } from './exam-row-check.ts';
import { PRACTICE_ABILITY_RELATION } from './queries.ts';

const STORED_TARGET = {
  table: practiceAbilities,
  id: practiceAbilities.id,
  code: practiceAbilities.socialCreditCode,
  year: practiceAbilities.examYear,
  quarter: practiceAbilities.examQuarter,
  importId: practiceAbilities.importId,
  relation: PRACTICE_ABILITY_RELATION,
};

/** One enterprise period the import names, and its result row. */
interface Period {
  id: number;
  /** What earlier imports stored for the period. */
  stored: StoredPeriod | undefined;
  /** The examinees the row counted when it was written; undefined while it is not (a stored row updated at the end). */
  written: number | undefined;
}

/** What saving one batch writes before its examinees: the new periods' rows, and the stored rows that lose their examinees. */
interface BatchPlan {
  fresh: string[];
  inPlace: number[];
}

/**
 * The result row of each enterprise period an import names. The first batch naming a period gives
 * it its row, before its examinees are inserted, so they point at an existing row: a new period's
 * row is written then, with its result so far, and written again at the end only if later rows of
 * the file added to it (never, when the file lists an enterprise's examinees together); a period
 * already stored (and held by no release) keeps its row, updated in place at the end.
 *
 * What a batch's periods are is found while the batch is checked (plan), on the import's
 * connection for reads, while the last batch is still being saved; saving it (open) then only
 * writes. Batches are saved in the order they were planned.
 */
export class PeriodResults {
  private readonly periods = new Map<string, Period>();
  /** The periods whose row may need writing at the end: stored ones, and new ones named again after their row was written. */
  private readonly unfinished = new Set<string>();
  /** Other rows of the stored periods, superseded by this import. */
  private readonly stale: number[] = [];
  /** The planned batches not saved yet, oldest first. */
  private readonly planned: BatchPlan[] = [];
  /** When the import's rows were created, the same for all of them. */
  private readonly createdAt = new Date();

  constructor(
    private readonly tx: Executor,
    private readonly importId: number,
    private readonly me: Principal,
    private readonly aggregate: ExamAggregate,
  ) {}

  /**
   * Finds, outside the import's transaction (`reader`), what earlier imports stored for the periods
   * these exams name first, and gives each new one its id: a period named for the first time is one
   * this import has not written yet, so the rows read there are the ones the transaction would see.
   */
  async plan(reader: Executor, exams: readonly CheckedExam[]): Promise<void> {
    const named = new Map<string, PeriodKey>();
    for (const exam of exams) {
      const key = exam.periodKey;
      if (this.periods.has(key)) this.unfinished.add(key);
      else if (!named.has(key))
        named.set(key, { code: exam.socialCreditCode, year: exam.examYear, quarter: exam.examQuarter });
    }
    const plan: BatchPlan = { fresh: [], inPlace: [] };
    if (named.size > 0) {
      // An id for each period, asked beside the stored rows: those a stored period leaves unused are a gap in the sequence.
      const [stored, ids] = await Promise.all([
        storedPeriods(reader, STORED_TARGET, [...named.values()], this.importId),
        allocateIds(reader, practiceAbilities, named.size),
      ]);
      for (const key of named.keys()) {
        const period = stored.get(key);
        this.stale.push(...(period?.staleIds ?? []));
        if (period?.targetId === undefined) plan.fresh.push(key);
        else {
          this.periods.set(key, { id: period.targetId, stored: period, written: undefined });
          this.unfinished.add(key);
          plan.inPlace.push(period.targetId);
        }
      }
      plan.fresh.forEach((key, index) =>
        this.periods.set(key, { id: ids[index]!, stored: stored.get(key), written: undefined }),
      );
    }
    this.planned.push(plan);
  }

  /** Writes the rows of the oldest planned batch's new periods, with their results so far. */
  async open(): Promise<void> {
    const plan = this.planned.shift();
    if (!plan) throw new Error('the batch was not planned');
    // A row updated in place loses its earlier examinees before this file's are inserted.
    if (plan.inPlace.length > 0)
      await this.tx.delete(practiceAbilityExams).where(inArray(practiceAbilityExams.practiceAbilityId, plan.inPlace));
    const turnIfDue = eventLoopSlices();
    const rows = [];
    for (const key of plan.fresh) {
      const period = this.periods.get(key)!;
      // The count and the row are taken together: the next batch's checks may add to it between two periods.
      period.written = this.aggregate.examineesOf(key);
      rows.push(this.rowOf(key, period));
      await turnIfDue();
    }
    await inStatements(rows, (part) => insertRows(this.tx, practiceAbilities, part));
  }

  /** The result row an opened exam points at. */
  idOf(exam: CheckedExam): number {
    const period = this.periods.get(exam.periodKey);
    if (!period) throw new Error('the exam period was not opened');
    return period.id;
  }

  /**
   * Writes the results the rows written so far do not hold yet: a new period's that grew after
   * its row was written, a stored period's in place (a period a release holds is stored as failed);
   * and removes the period's other stored rows with their examinees.
   */
  async close(): Promise<void> {
    const rows = [];
    const turnIfDue = eventLoopSlices();
    for (const key of this.unfinished) {
      const period = this.periods.get(key);
      if (period && period.written !== this.aggregate.examineesOf(key)) rows.push(this.rowOf(key, period));
      await turnIfDue();
    }
    // The stale rows' examinees go with them (the foreign key cascades).
    if (this.stale.length > 0) await this.tx.delete(practiceAbilities).where(inArray(practiceAbilities.id, this.stale));
    await inStatements(rows, (part) => updateRowsById(this.tx, practiceAbilities, practiceAbilities.id, part));
  }

  private rowOf(key: string, period: Period) {
    const result = this.aggregate.resultOf(key);
    const held = period.stored?.held ?? false;
    return {
      id: period.id,
      importId: this.importId,
      enterpriseId: result.enterpriseId,
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
      createdAt: this.createdAt,
    };
  }
}
