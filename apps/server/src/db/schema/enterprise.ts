import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { textGrams } from './text-grams.ts';
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

const corporateIdCard = personalDataColumn('enterprise', 'corporate_id_card', 'idCard');
const contactPhone = personalDataColumn('enterprise', 'contact_phone', 'phone');

export const enterprises = pgTable(
  'enterprise',
  {
    id: serial('id').primaryKey(),
    socialCreditCode: varchar('social_credit_code', { length: 18 }).notNull().unique(),
    enterpriseName: varchar('enterprise_name', { length: 50 }).notNull().unique(),
    legalRepresentative: varchar('legal_representative', { length: 10 }).notNull(),
    corporateIdCard: corporateIdCard.value().notNull(),
    corporateIdCardHmac: corporateIdCard.lookup(),
    province: varchar('province', { length: 12 }).notNull(),
    area: varchar('area', { length: 12 }).notNull(),
    county: varchar('county', { length: 12 }).notNull(),
    enterpriseType: varchar('enterprise_type', { length: 20 }).notNull(),
    /** 1 甲级, 2 乙级, 3 乙级（暂定期）; null for bidding agencies. */
    qualificationLevel: smallint('qualification_level'),
    /** 万元, six decimals. */
    registeredCapital: numeric('registered_capital', { precision: 18, scale: 6 }).notNull(),
    contactPerson: varchar('contact_person', { length: 10 }).notNull(),
    contactPhone: contactPhone.value().notNull(),
    contactPhoneHmac: contactPhone.lookup(),
    fixedTelephone: varchar('fixed_telephone', { length: 20 }),
    email: varchar('email', { length: 100 }).notNull(),
    enterpriseUrl: varchar('enterprise_url', { length: 50 }),
    establishmentDate: date('establishment_date').notNull(),
    officeAddress: varchar('office_address', { length: 100 }).notNull(),
    registeredAddress: varchar('registered_address', { length: 100 }).notNull(),
    businessScope: text('business_scope').notNull(),
    remarks: text('remarks'),
    introduce: text('introduce'),
    /** Registered in an industrial park, so its records pass the park desk. */
    inPark: boolean('in_park').notNull().default(false),
    commitLetterSubmitted: boolean('commit_letter_submitted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    nameGrams: textGrams('name_grams', 'enterprise_name'),
  },
  (t) => [
    index('enterprise_qualification_idx').on(t.qualificationLevel, t.id),
    index('enterprise_area_idx').on(t.province, t.area),
    index('enterprise_city_idx').on(t.area),
    index('enterprise_county_idx').on(t.county),
    // The dashboard's enterprises per type and the report's type filter (docs/dashboard.md).
    index('enterprise_type_idx').on(t.enterpriseType, t.county),
    // A name search with the level users most often add to it (企业查询's 资质等级) reads one
    // index: the level's entries (btree_gin, migration 0024) are intersected with the name's in
    // the index, so only the matching rows' pages are visited — a third of the name's at one level.
    index('enterprise_name_grams_level_idx').using('gin', t.nameGrams, t.qualificationLevel),
    // The park's enterprises (a few of the province's): the park desk's lists and choices.
    index('enterprise_in_park_idx')
      .on(t.id)
      .where(sql`${t.inPark}`),
  ],
);
