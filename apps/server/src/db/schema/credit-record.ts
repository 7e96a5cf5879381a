import { date, index, integer, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { assessmentReleases } from './assessment-release.ts';
import { behaviorLevels } from './behavior-catalogue.ts';
import { enterprises } from './enterprise.ts';

export const creditRecords = pgTable(
  'credit_record',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** 1 良好, 2 不良. */
    creditType: smallint('credit_type').notNull(),
    behaviorCategoryName: varchar('behavior_category_name', { length: 50 }).notNull(),
    behaviorContentName: varchar('behavior_content_name', { length: 100 }).notNull(),
    scoreValue: numeric('score_value', { precision: 6, scale: 2 }).notNull(),
    identificationUnit: varchar('identification_unit', { length: 50 }).notNull(),
    actDeterminationDate: date('act_determination_date').notNull(),
    relatedSymbol: varchar('related_symbol', { length: 50 }),
    behaviorDescription: varchar('behavior_description', { length: 400 }).notNull(),
    processStatus: smallint('process_status').notNull(),
    /** The catalogue level the record was scored by (behavior_level); the names above keep what it said then. */
    behaviorLevelId: integer('behavior_level_id').references(() => behaviorLevels.id),
    /** The assessment release whose approval created this good-credit record, if any. */
    assessmentReleaseId: integer('assessment_release_id').references(() => assessmentReleases.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_record_enterprise_idx').on(t.enterpriseId, t.actDeterminationDate)],
);
