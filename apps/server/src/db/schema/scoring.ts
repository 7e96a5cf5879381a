import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_BONUS_TABLES,
  type LevelStep,
  type PassRateGradeStep,
  type PracticeAbilityTierStep,
  type RequiredEngineers,
} from '@credit/rules';
import { enterprises } from './enterprise.ts';

/**
 * A scoring standard (standardsMgt, docs/scoring.md): base points and level scales, in force from
 * its effective date once published; a published one is never edited. The platform starts with
 * the defaults of migration 0015 (the bonus tables and required engineers added since).
 */
export const scoringStandards = pgTable('scoring_standard', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  effectiveDate: date('effective_date').notNull(),
  /** 0 draft, 1 published. */
  state: smallint('state').notNull().default(0),
  basePoints: numeric('base_points', { precision: 8, scale: 2 }).notNull(),
  levels: jsonb('levels').$type<LevelStep[]>().notNull(),
  trendLevels: jsonb('trend_levels').$type<LevelStep[]>().notNull(),
  // The defaults carry the standards published before these tables were part of a standard.
  /** Practice-ability bonus tiers, the highest first (an import earns the tier of the standard in force that day). */
  practiceAbilityTiers: jsonb('practice_ability_tiers')
    .$type<PracticeAbilityTierStep[]>()
    .notNull()
    .default(DEFAULT_BONUS_TABLES.practiceAbilityTiers),
  /** Pass-rate grades and their bonus. */
  passRateGrades: jsonb('pass_rate_grades')
    .$type<PassRateGradeStep[]>()
    .notNull()
    .default(DEFAULT_BONUS_TABLES.passRateGrades),
  /** Registered cost engineers required per qualification level (the monthly staffing evaluation). */
  requiredEngineers: jsonb('required_engineers')
    .$type<RequiredEngineers>()
    .notNull()
    .default(DEFAULT_BONUS_TABLES.requiredEngineers),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * Each enterprise's dynamic credit score today (its ranking row), kept current in the transaction of every change
 * that moves it and recomputed each night (expiries, a standard taking effect): what rankings and
 * lists read.
 */
export const enterpriseScores = pgTable(
  'enterprise_score',
  {
    enterpriseId: integer('enterprise_id')
      .primaryKey()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 8, scale: 2 }).notNull(),
    level: varchar('level', { length: 4 }).notNull(),
    /**
     * The enterprise's name, code and qualification level, copied with every refresh so the ranking
     * reads and filters this narrow table alone (a name search finds the enterprises by their own
     * name index: a copy of the name pieces here made every rescoring rewrite a GIN index).
     */
    enterpriseName: varchar('enterprise_name', { length: 50 }).notNull(),
    socialCreditCode: varchar('social_credit_code', { length: 18 }).notNull(),
    qualificationLevel: smallint('qualification_level'),
    standardId: integer('standard_id')
      .notNull()
      .references(() => scoringStandards.id),
    computedOn: date('computed_on').notNull(),
    /** Its good and bad records in force, counted with the score: the dashboard sums these, not the records. */
    goodInForce: integer('good_in_force').notNull().default(0),
    badInForce: integer('bad_in_force').notNull().default(0),
  },
  (t) => [
    // The ranking's order (score high to low, earlier registration first on a tie). Score and id
    // are unique together, so the qualification level and the credit level after them never order
    // an entry: they are there for the ranking's filters, checked in the index entries it reads
    // (a credit level reads its band of scores: ranking-list.ts). One index, not one per filter: a
    // standard taking effect rewrites the table and builds each index again (rebaseScores).
    index('enterprise_score_rank_idx').on(sql`${t.score} desc`, t.enterpriseId, t.qualificationLevel, t.level),
  ],
);

/**
 * Each enterprise's score on the last day of a month (docs/scoring.md, 月度快照): written by the
 * monthly `score_snapshot` job on the 1st for the month just ended, with the level on both scales
 * of the standard in force that day. The trend charts read these rows; a snapshot is never rewritten.
 */
export const scoreSnapshots = pgTable(
  'score_snapshot',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The month, as its first day (2026-10-01 holds the score of 2026-10-31). */
    month: date('month').notNull(),
    score: numeric('score', { precision: 8, scale: 2 }).notNull(),
    level: varchar('level', { length: 4 }).notNull(),
    /** The level on the standard's level-trend scale (C/B/B+/A by default). */
    trendLevel: varchar('trend_level', { length: 4 }).notNull(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => scoringStandards.id),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.month] }),
    // The job's "is this month written yet" and a month's rows across enterprises.
    index('score_snapshot_month_idx').on(t.month),
  ],
);
