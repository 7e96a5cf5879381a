import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { unregisteredNameIndex } from './text-grams.ts';

/** One uploaded assessment workbook: who imported it, when, and what came of its rows. */
export const assessmentImports = pgTable('assessment_import', {
  id: serial('id').primaryKey(),
  /** practiceAbility or passRate. */
  kind: varchar('kind', { length: 20 }).notNull(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  total: integer('total').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdBy: integer('created_by'),
  /** Kept as it was at the time, so a renamed user still reads right. */
  createdByName: varchar('created_by_name', { length: 60 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Practice-ability result of one enterprise for one exam period (year and quarter of the exam),
 * aggregated from its examinees. Re-importing the same credit code and period replaces it.
 */
export const practiceAbilities = pgTable(
  'practice_ability',
  {
    id: serial('id').primaryKey(),
    /** Its import; checked per statement, not per row (migration 0027, docs/assessment.md "References checked per statement"). */
    importId: integer('import_id').notNull(),
    /** Null when the file names an enterprise the platform does not know; removed with its enterprise (migration 0027). */
    enterpriseId: integer('enterprise_id'),
    enterpriseName: varchar('enterprise_name', { length: 100 }).notNull(),
    socialCreditCode: varchar('social_credit_code', { length: 50 }).notNull(),
    /** Period key: the exam's year and quarter (0 when the file gives no readable time). */
    examYear: smallint('exam_year').notNull(),
    examQuarter: smallint('exam_quarter').notNull(),
    examineeCount: integer('examinee_count').notNull(),
    unExamineeCount: integer('un_examinee_count').notNull(),
    averageScore: numeric('average_score', { precision: 5, scale: 2, mode: 'number' }),
    /** Bonus tier 3–6; null when the average reaches no tier or a row failed. */
    scoreValue: smallint('score_value'),
    result: boolean('result').notNull(),
    reason: varchar('reason', { length: 500 }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_ability_period_idx').on(t.socialCreditCode, t.examYear, t.examQuarter),
    index('practice_ability_created_idx').on(t.createdAt, t.id),
    // 可发布 = imported, earns a bonus and is not held by a release: the first two narrow by index.
    index('practice_ability_publishable_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.result} and ${t.scoreValue} is not null`),
    index('practice_ability_enterprise_idx').on(t.enterpriseId),
    unregisteredNameIndex('practice_ability_unregistered_name_idx', t.enterpriseName, t.enterpriseId),
  ],
);

/** One examinee's row of a practice-ability workbook, as imported, with its verdict. */
export const practiceAbilityExams = pgTable(
  'practice_ability_exam',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The result the row counts for, whose import it came in; removed with it (migration 0027). */
    practiceAbilityId: integer('practice_ability_id'),
    rowNumber: integer('row_number').notNull(),
    candidateName: varchar('candidate_name', { length: 50 }).notNull(),
    enterpriseName: varchar('enterprise_name', { length: 100 }).notNull(),
    socialCreditCode: varchar('social_credit_code', { length: 50 }).notNull(),
    paperName: varchar('paper_name', { length: 100 }).notNull(),
    examAddress: varchar('exam_address', { length: 100 }).notNull(),
    examStartTime: timestamp('exam_start_time', { withTimezone: true }),
    examEndTime: timestamp('exam_end_time', { withTimezone: true }),
    examYear: smallint('exam_year').notNull(),
    examQuarter: smallint('exam_quarter').notNull(),
    /** Null: absent (缺考). */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    absent: boolean('absent').notNull(),
    result: boolean('result').notNull(),
    reason: varchar('reason', { length: 300 }),
  },
  (t) => [index('practice_ability_exam_parent_idx').on(t.practiceAbilityId, t.rowNumber)],
);

/** Filing one-time pass rate of one enterprise in one year and quarter, with its grade. */
export const recordPassRates = pgTable(
  'record_pass_rate',
  {
    id: serial('id').primaryKey(),
    /** Its import; checked per statement, not per row (migration 0027, docs/assessment.md "References checked per statement"). */
    importId: integer('import_id').notNull(),
    /** Null when the file names an enterprise the platform does not know; removed with its enterprise (migration 0027). */
    enterpriseId: integer('enterprise_id'),
    enterpriseName: varchar('enterprise_name', { length: 100 }).notNull(),
    socialCreditCode: varchar('social_credit_code', { length: 50 }).notNull(),
    /** 0 when the file's year or quarter cannot be read. */
    registerYear: smallint('register_year').notNull(),
    quarter: smallint('quarter').notNull(),
    grade: varchar('grade', { length: 20 }).notNull(),
    scoreValue: smallint('score_value'),
    result: boolean('result').notNull(),
    reason: varchar('reason', { length: 500 }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_pass_rate_period_idx').on(t.socialCreditCode, t.registerYear, t.quarter),
    index('record_pass_rate_created_idx').on(t.createdAt, t.id),
    index('record_pass_rate_publishable_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.result} and ${t.scoreValue} is not null`),
    index('record_pass_rate_year_idx').on(t.registerYear, t.quarter, t.createdAt, t.id),
    index('record_pass_rate_quarter_idx').on(t.quarter, t.createdAt, t.id),
    index('record_pass_rate_enterprise_idx').on(t.enterpriseId),
    unregisteredNameIndex('record_pass_rate_unregistered_name_idx', t.enterpriseName, t.enterpriseId),
  ],
);

/**
 * How far an import has got, filed under the id its page chose and the user who sent the file,
 * so the page's progress calls can reach any API instance. Rows are swept a day after their
 * last change.
 */
export const importProgress = pgTable(
  'import_progress',
  {
    userId: integer('user_id').notNull(),
    progressId: varchar('progress_id', { length: 64 }).notNull(),
    /** practiceAbility or passRate. */
    kind: varchar('kind', { length: 20 }).notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The import's answer once finished: its summary, or the refusal of a file that could not be imported. */
    message: varchar('message', { length: 500 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.progressId] }), index('import_progress_updated_idx').on(t.updatedAt)],
);
