import { boolean, index, integer, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';

/**
 * The attachment types of each business form (`GET /api/annex/multip?type=`): which file
 * formats and how many KB each accepts, and whether the form needs one.
 */
export const annexTypes = pgTable(
  'annex_type',
  {
    id: serial('id').primaryKey(),
    /** The form the type belongs to, e.g. enterprise. */
    category: varchar('category', { length: 40 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** Allowed extensions, comma-separated: jpg,gif,png,jpeg,pdf. */
    fileFormatValue: varchar('file_format_value', { length: 100 }).notNull(),
    fileSizeKb: integer('file_size_kb').notNull(),
    required: boolean('required').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [unique('annex_type_category_name_uq').on(t.category, t.name)],
);

/** An uploaded file: shown by its client name, stored under a server-made key. */
export const annexes = pgTable(
  'annex',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 40 }).notNull(),
    /** The enterprise the file belongs to; it decides who may read it. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The annex type's name, e.g. 承诺书 or 营业执照. */
    fileType: varchar('file_type', { length: 40 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    size: integer('size').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annex_enterprise_idx').on(t.enterpriseId, t.category)],
);
