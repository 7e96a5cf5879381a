import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { chainColumns } from './audit-trail.ts';

/**
 * What changed on an enterprise (historyType 0) or one of its persons (1): who, when, and one line
 * per field. Append-only and hash-chained; the enterprise and person keys are no foreign keys, so
 * no delete of either takes its history with it (docs/security-trail.md).
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: integer('enterprise_id').notNull(),
    /** 0 企业, 1 人员 (HISTORY_TYPE). */
    historyType: smallint('history_type').notNull(),
    personId: integer('person_id'),
    operatorId: integer('operator_id'),
    /** Kept as it was at the time, so a renamed or removed user still reads right. */
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    /** "字段: 旧值 → 新值" lines. */
    items: text('items').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...chainColumns(),
  },
  (t) => [
    index('change_history_enterprise_idx').on(t.enterpriseId, t.historyType, t.createdAt),
    index('change_history_person_idx').on(t.personId, t.createdAt),
    uniqueIndex('change_history_chain_idx').on(t.chainSeq),
  ],
);
