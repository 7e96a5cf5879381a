import { date, index, integer, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { reviewedItemTables } from './reviewed-item.ts';

/** A bidding agency's report of one agency project (spec §3 bidding-agent feedback), reviewed at biddingAgency_a. */
export const biddingFeedbacks = pgTable(
  'bidding_feedback',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    agentCompanyName: varchar('agent_company_name', { length: 50 }).notNull(),
    signDate: date('sign_date').notNull(),
    agentProjectName: varchar('agent_project_name', { length: 100 }).notNull(),
    agentProjectAddress: varchar('agent_project_address', { length: 100 }).notNull(),
    agentContractSignTime: date('agent_contract_sign_time').notNull(),
    agentResponsibleName: varchar('agent_responsible_name', { length: 10 }).notNull(),
    entrustUnit: varchar('entrust_unit', { length: 50 }).notNull(),
    /** 万元, six decimals. */
    agentServiceFee: numeric('agent_service_fee', { precision: 18, scale: 6 }).notNull(),
    agentStartDate: date('agent_start_date').notNull(),
    agentEndDate: date('agent_end_date').notNull(),
    province: varchar('province', { length: 12 }).notNull(),
    city: varchar('city', { length: 12 }).notNull(),
    area: varchar('area', { length: 12 }).notNull(),
    agentProjectType: smallint('agent_project_type').notNull(),
    investmentNature: smallint('investment_nature').notNull(),
    constructionScale: varchar('construction_scale', { length: 100 }).notNull(),
    processStatus: smallint('process_status').notNull(),
    /** Moved by every change (edit, attachment, transition; trigger bump_revision): the ETag an action must match. */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    lastReason: varchar('last_reason', { length: 400 }),
  },
  (t) => [
    index('bidding_feedback_enterprise_idx').on(t.enterpriseId, t.id),
    index('bidding_feedback_desk_idx').on(t.processStatus, t.submittedAt, t.id),
  ],
);

/** A feedback's history and its attachments. */
export const biddingFeedbackTables = reviewedItemTables(
  { history: 'bidding_feedback_history', annexLinks: 'bidding_feedback_annex' },
  { key: 'feedbackId', column: 'feedback_id', references: () => biddingFeedbacks.id },
);

export const biddingFeedbackHistory = biddingFeedbackTables.history;
export const biddingFeedbackAnnexes = biddingFeedbackTables.annexLinks;
