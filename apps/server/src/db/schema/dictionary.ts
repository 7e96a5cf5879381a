import { pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Code lists an administrator may extend without a release: enterprise types (enterpriseType),
 * job titles (jobTitle) and practising qualifications (qualification). The codes the platform
 * starts with are seeded by a migration (reference_dictionaries).
 */
export const dictionaryItems = pgTable(
  'dictionary_item',
  {
    category: varchar('category', { length: 40 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    label: varchar('label', { length: 60 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.code] })],
);
