import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * A name's pairs of adjacent characters (lowercased), one row each, beside the columns its list
 * filters and orders by. PostgreSQL keeps them (triggers, migration 0026) from the name's pieces
 * (`text_grams`). A two-character search — how Chinese users search — then reads its matches in
 * the list's order from one btree alone, counting them and skipping to a deep page without
 * visiting a row of the named table (docs/lists.md, "Name search").
 */
export const enterpriseNamePairs = pgTable(
  'enterprise_name_pair',
  {
    pair: text('pair').notNull(),
    enterpriseId: integer('enterprise_id').notNull(),
    qualificationLevel: smallint('qualification_level'),
  },
  // 企业查询's order is the id's; the level, its most used filter, is read from the index too.
  (t) => [index('enterprise_name_pair_idx').on(t.pair, t.enterpriseId, t.qualificationLevel)],
);

export const personNamePairs = pgTable(
  'person_name_pair',
  {
    pair: text('pair').notNull(),
    enabled: boolean('enabled').notNull(),
    personId: integer('person_id').notNull(),
  },
  // The staff list's order: in service first, newest first.
  (t) => [index('person_name_pair_idx').on(t.pair, t.enabled, t.personId)],
);

/**
 * How many names hold each pair, by the columns its list filters by (the level, 0 for none; the
 * state), kept by the same triggers (migration 0028): a name search's total is read from here in
 * one index lookup, exact whatever its size, instead of counting the pair's entries.
 */
export const enterpriseNamePairCounts = pgTable(
  'enterprise_name_pair_count',
  {
    pair: text('pair').notNull(),
    qualificationLevel: smallint('qualification_level').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pair, t.qualificationLevel] })],
);

export const personNamePairCounts = pgTable(
  'person_name_pair_count',
  {
    pair: text('pair').notNull(),
    enabled: boolean('enabled').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pair, t.enabled] })],
);
