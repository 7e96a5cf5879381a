import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { textGrams } from './text-grams.ts';

export const enterprisePersons = pgTable(
  'enterprise_person',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    /** 0 男, 1 女. */
    gender: smallint('gender').notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** true 在职, false 离职. */
    enabled: boolean('enabled').notNull().default(true),
    jobTitle: varchar('job_title', { length: 20 }).notNull(),
    qualification: text('qualification').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nameGrams: textGrams('name_grams', 'name'),
  },
  (t) => [
    index('person_enterprise_idx').on(t.enterpriseId, t.enabled, t.id),
    // The list's order (in-service first, newest first) without a filter.
    index('person_list_order_idx').on(t.enabled, t.id),
    index('person_name_grams_idx').using('gin', t.nameGrams),
    // One record per person and enterprise: synchronisation matches staff by ID number.
    uniqueIndex('person_enterprise_id_card_uq').on(t.enterpriseId, t.idCard),
  ],
);
