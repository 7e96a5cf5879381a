import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The good and bad behaviour standards credit records are scored by (DOMAIN-NOTES; managed in
 * standardsMgt): a version in force from its effective date holds its own categories, contents and
 * identified levels. A new version copies the rows it keeps, so a record keeps pointing at the
 * level it was scored by whatever later versions say. The version the platform starts with is
 * seeded by a migration (behavior_catalogue_default).
 */
export const behaviorStandardVersions = pgTable('behavior_standard_version', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  effectiveDate: date('effective_date').notNull(),
  /** 0 draft, 1 published: a published version is never edited. */
  state: smallint('state').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const behaviorCategories = pgTable(
  'behavior_category',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => behaviorStandardVersions.id, { onDelete: 'cascade' }),
    /** 1 良好, 2 不良. */
    creditType: smallint('credit_type').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('behavior_category_version_idx').on(t.versionId, t.creditType, t.sortOrder)],
);

export const behaviorContents = pgTable(
  'behavior_content',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => behaviorCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** 1 单位 (the enterprise), 2 个人 (a named person of its staff). */
    actor: smallint('actor').notNull(),
    /** The record must name the innovation award it rests on. */
    needsInnovationAward: boolean('needs_innovation_award').notNull().default(false),
    /** The enterprise kinds it applies to: 1 工程造价咨询企业, 2 工程招标代理机构 (enterpriseType codes). */
    enterpriseKinds: smallint('enterprise_kinds').array().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('behavior_content_category_idx').on(t.categoryId, t.sortOrder)],
);

export const behaviorLevels = pgTable(
  'behavior_level',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => behaviorContents.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    /** Points added (good) or deducted (bad, negative) while the record is in force. */
    scoreValue: numeric('score_value', { precision: 6, scale: 2 }).notNull(),
    /** How many months from its determination date the record counts in the score. */
    validMonths: smallint('valid_months').notNull(),
    /** How many months it is shown on the public pages (good 36; bad 6 to 36 by severity). */
    publicityMonths: smallint('publicity_months').notNull(),
    /** A bad record may be repaired after this many months of publicity (3 general, 12 serious); null for good ones. */
    minRepairMonths: smallint('min_repair_months'),
    serious: boolean('serious').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('behavior_level_content_idx').on(t.contentId, t.sortOrder)],
);
