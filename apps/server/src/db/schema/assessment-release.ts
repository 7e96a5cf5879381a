import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { chainColumns } from './audit-trail.ts';
import { practiceAbilities, recordPassRates } from './assessment.ts';
import { annexLinkTable } from './reviewed-item.ts';

/**
 * An application to publish assessment bonuses as good-credit records (practice ability or pass
 * rate): 0 draft, 3 待复审, 5 复审拒绝, 7 已完成 (RELEASE_STATE).
 */
export const assessmentReleases = pgTable(
  'assessment_release',
  {
    id: serial('id').primaryKey(),
    /** practiceAbility or passRate. */
    kind: varchar('kind', { length: 20 }).notNull(),
    state: smallint('state').notNull(),
    /** Moved by every change (edit, attachment, transition; trigger bump_revision): the ETag an action must match. */
    revision: integer('revision').notNull().default(1),
    identificationUnit: varchar('identification_unit', { length: 50 }).notNull(),
    actDeterminationDate: date('act_determination_date').notNull(),
    relatedSymbol: varchar('related_symbol', { length: 50 }),
    contactPerson: varchar('contact_person', { length: 10 }).notNull(),
    behaviorDescription: varchar('behavior_description', { length: 400 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('assessment_release_kind_idx').on(t.kind, t.state, t.createdAt),
    // The review list: one kind, newest first, several states (read from the index alone).
    index('assessment_release_list_idx').on(t.kind, t.createdAt, t.id, t.state),
  ],
);

/** The practice-ability rows a release publishes. */
export const practiceAbilityReleaseRelations = pgTable(
  'practice_ability_release_relation',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => assessmentReleases.id, { onDelete: 'cascade' }),
    practiceAbilityId: integer('practice_ability_id')
      .notNull()
      .references(() => practiceAbilities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.practiceAbilityId] }),
    index('practice_ability_release_row_idx').on(t.practiceAbilityId),
  ],
);

/** The pass-rate rows a release publishes. */
export const recordPassRateReleaseRelations = pgTable(
  'record_pass_rate_release_relation',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => assessmentReleases.id, { onDelete: 'cascade' }),
    recordPassRateId: integer('record_pass_rate_id')
      .notNull()
      .references(() => recordPassRates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.recordPassRateId] }),
    index('record_pass_rate_release_row_idx').on(t.recordPassRateId),
  ],
);

/** A release's attachments (annex rows of category release). */
export const assessmentReleaseAnnexes = annexLinkTable('assessment_release_annex', {
  key: 'releaseId',
  column: 'release_id',
  references: () => assessmentReleases.id,
});

/** Every step of a release: who, what (提交申请, 审核通过, 审核拒绝：原因), when. Append-only and hash-chained (docs/security-trail.md). */
export const assessmentReleaseHistory = pgTable(
  'assessment_release_history',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the trail outlives a deleted draft. */
    releaseId: integer('release_id').notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    instructions: varchar('instructions', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    ...chainColumns(),
  },
  (t) => [
    index('assessment_release_history_idx').on(t.releaseId, t.createdAt),
    uniqueIndex('assessment_release_history_chain_idx').on(t.chainSeq),
  ],
);
