import { bigserial, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { enterprisePersons } from './person.ts';

/** What changed on an enterprise (historyType 0) or one of its persons (1): who, when, and one line per field. */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** 0 企业, 1 人员 (HISTORY_TYPE). */
    historyType: smallint('history_type').notNull(),
    personId: integer('person_id').references(() => enterprisePersons.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id'),
    /** Kept as it was at the time, so a renamed or removed user still reads right. */
    operatorName: varchar('operator_name', { length: 60 }).notNull(),
    /** "字段: 旧值 → 新值" lines. */
    items: text('items').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_history_enterprise_idx').on(t.enterpriseId, t.historyType, t.createdAt),
    index('change_history_person_idx').on(t.personId, t.createdAt),
  ],
);
