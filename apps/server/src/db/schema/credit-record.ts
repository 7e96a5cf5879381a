import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { assessmentReleases } from './assessment-release.ts';
import { behaviorLevels } from './behavior-catalogue.ts';
import { enterprises } from './enterprise.ts';
import { enterprisePersons } from './person.ts';
import { reviewedItemTables } from './reviewed-item.ts';
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

/** Numbers register numbers: XY + year + six digits, e.g. XY2026000123 (credit-record-number.ts). */
export const creditRegisterNumbers = pgSequence('credit_register_number_seq', { startWith: 1 });

/**
 * A good or bad credit record of an enterprise or of a named person of its staff (spec §3 credit
 * record view, credit registration). It moves through the credit-record workflow (process_status,
 * docs/workflows.md); the catalogue names and score are copied from the level it was scored by,
 * so a later standard never rewrites a decided record.
 */
const recordTelephone = personalDataColumn('credit_record', 'telephone', 'phone');

export const creditRecords = pgTable(
  'credit_record',
  {
    id: serial('id').primaryKey(),
    /** Readable and unique, given when the record is first saved. */
    registerNumber: varchar('register_number', { length: 20 })
      .notNull()
      .unique()
      .default(
        sql`'XY' || to_char(now() at time zone 'Asia/Shanghai', 'YYYY') || lpad(nextval('credit_register_number_seq')::text, 6, '0')`,
      ),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** 1 良好, 2 不良. */
    creditType: smallint('credit_type').notNull(),
    /** 1 单位, 2 个人 (BEHAVIOR_ACTOR). */
    actor: smallint('actor').notNull().default(1),
    enterprisePersonId: integer('enterprise_person_id').references(() => enterprisePersons.id, {
      onDelete: 'set null',
    }),
    /** The person's name as it was when recorded. */
    personName: varchar('person_name', { length: 50 }),
    behaviorCategoryName: varchar('behavior_category_name', { length: 50 }).notNull(),
    behaviorContentName: varchar('behavior_content_name', { length: 100 }).notNull(),
    identifiedLevelName: varchar('identified_level_name', { length: 30 }),
    innovationAwardDescription: varchar('innovation_award_description', { length: 100 }),
    scoreValue: numeric('score_value', { precision: 6, scale: 2 }).notNull(),
    identificationUnit: varchar('identification_unit', { length: 50 }).notNull(),
    actDeterminationDate: date('act_determination_date').notNull(),
    relatedSymbol: varchar('related_symbol', { length: 50 }),
    behaviorDescription: varchar('behavior_description', { length: 400 }).notNull(),
    contactPerson: varchar('contact_person', { length: 10 }),
    telephone: recordTelephone.value(),
    telephoneHmac: recordTelephone.lookup(),
    processStatus: smallint('process_status').notNull(),
    /** Moved by every change (edit, attachment, transition; trigger bump_revision): the ETag an action must match. */
    revision: integer('revision').notNull().default(1),
    /** Who wrote it: enterprise, park, department (CREDIT_RECORD_ORIGIN); assessment for release bonuses. */
    origin: varchar('origin', { length: 12 }).notNull().default('assessment'),
    /** The catalogue level the record was scored by (behavior_level); the names above keep what it said then. */
    behaviorLevelId: integer('behavior_level_id').references(() => behaviorLevels.id),
    /** The assessment release whose approval created this good-credit record, if any. */
    assessmentReleaseId: integer('assessment_release_id').references(() => assessmentReleases.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last submitted to the first desk (the desks' application date). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When it was completed (published). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The reason it was last returned or withdrawn with (performanceRecall). */
    lastReason: varchar('last_reason', { length: 400 }),
    /** The day it stopped counting before its validity ran out: an upheld appeal, a repair, a revocation. */
    endedOn: date('ended_on'),
    /** Why it stopped counting: 申诉成立, 信用修复, 撤销. */
    endReason: varchar('end_reason', { length: 20 }),
  },
  (t) => [
    index('credit_record_enterprise_idx').on(t.enterpriseId, t.actDeterminationDate),
    // Every desk's to-do list: one state, oldest submission first.
    index('credit_record_desk_idx').on(t.processStatus, t.submittedAt, t.id),
    // The author desks' own lists.
    index('credit_record_origin_idx').on(t.origin, t.createdBy, t.id),
    // The public record publicity (creditPublic): published records, latest determination first.
    index('credit_record_publicity_idx')
      .on(t.actDeterminationDate, t.id)
      .where(sql`${t.processStatus} = 7`),
    // Published records by determination date with their type and enterprise: the dashboard's months and the
    // report's period read it alone (index-only).
    index('credit_record_published_idx')
      .on(t.actDeterminationDate, t.creditType, t.enterpriseId)
      .where(sql`${t.processStatus} = 7`),
    // Completed records of one type, newest first (不良信用记录 across enterprises): the page and its
    // capped count read this index alone instead of skipping the other types' rows in the table.
    index('credit_record_completed_idx')
      .on(t.creditType, t.id)
      .where(sql`${t.processStatus} = 7`),
    // The public registrations under review (registerPublicity), latest registered first.
    index('credit_record_under_review_idx')
      .on(t.id)
      .where(sql`${t.processStatus} in (1, 3, 4)`),
  ],
);

/** A record's history (提交, 初审通过, 复审退回：原因…) and its attachments (annex rows of category creditRecord). */
export const creditRecordTables = reviewedItemTables(
  { history: 'credit_record_history', annexLinks: 'credit_record_annex' },
  { key: 'recordId', column: 'record_id', references: () => creditRecords.id },
);

export const creditRecordHistory = creditRecordTables.history;
export const creditRecordAnnexes = creditRecordTables.annexLinks;
