import { date, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { annexes } from './annex.ts';

/**
 * A policy document of the platform (relevantPolicy): a draft until an administrator publishes
 * it, public while published, hidden again when withdrawn. The PDF is an annex (category policy).
 */
export const policyDocuments = pgTable(
  'policy_document',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    issuer: varchar('issuer', { length: 50 }).notNull(),
    issueDate: date('issue_date').notNull(),
    annexId: integer('annex_id')
      .notNull()
      .references(() => annexes.id),
    /** 0 草稿, 1 已发布, 2 已撤回 (POLICY_STATE). */
    state: smallint('state').notNull().default(0),
    /** Smaller first in the public list (renumbered by 上移 / 下移). */
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_document_public_idx').on(t.state, t.sortOrder, t.id)],
);
