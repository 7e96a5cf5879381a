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
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

const personIdCard = personalDataColumn('enterprise_person', 'id_card', 'idCard');
const personPhone = personalDataColumn('enterprise_person', 'phone', 'phone');

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
    idCard: personIdCard.value().notNull(),
    idCardHmac: personIdCard.lookup(),
    phone: personPhone.value().notNull(),
    phoneHmac: personPhone.lookup(),
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
    // One record per person and enterprise: synchronisation matches staff by ID number (its look-up hash).
    uniqueIndex('person_enterprise_id_card_uq').on(t.enterpriseId, t.idCardHmac),
  ],
);
