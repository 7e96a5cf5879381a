import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A user's columns of a list (列设置, the badnessColumn page; spec §12's column-config table): the
 * field keys shown, in their order, by the list's key (`LIST_SPECS` in packages/rules). No row:
 * the list's declared columns.
 */
export const listColumnChoices = pgTable(
  'list_column_choice',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: varchar('list_key', { length: 60 }).notNull(),
    columns: text('columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] })],
);
