import { date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Published records (state 已完成) per determination day, credit type, and the county and type of
 * their enterprise: 统计报表's records of a period are a sum of a few thousand of these rows instead
 * of a count of a million records. PostgreSQL keeps them (statement triggers, migration
 * 0040; docs/statistics-records.md, "Kept tallies").
 */
export const publishedRecordTally = pgTable(
  'published_record_tally',
  {
    day: date('day').notNull(),
    creditType: smallint('credit_type').notNull(),
    county: varchar('county', { length: 12 }).notNull(),
    enterpriseType: varchar('enterprise_type', { length: 20 }).notNull(),
    records: integer('records').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.creditType, t.county, t.enterpriseType] })],
);

/**
 * Enterprises per county, type and current credit level ('' before the first score), kept by the
 * same triggers: 统计报表's enterprises and levels per county without reading every enterprise.
 */
export const enterpriseLevelTally = pgTable(
  'enterprise_level_tally',
  {
    county: varchar('county', { length: 12 }).notNull(),
    enterpriseType: varchar('enterprise_type', { length: 20 }).notNull(),
    level: varchar('level', { length: 4 }).notNull(),
    enterprises: integer('enterprises').notNull(),
  },
  (t) => [primaryKey({ columns: [t.county, t.enterpriseType, t.level] })],
);
