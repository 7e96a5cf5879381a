import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { scoringStandards } from './scoring.ts';

/**
 * A credit-level certificate as printed (docs/certificate.md): the facts are copied at issue so
 * the row says what the paper says, even after the enterprise is renamed or gone. At most one
 * certificate of an enterprise is valid (1); a newer one supersedes it (2); it is revoked (3)
 * when the enterprise or its score is gone.
 */
export const creditCertificates = pgTable(
  'credit_certificate',
  {
    id: serial('id').primaryKey(),
    serial: varchar('serial', { length: 24 }).notNull().unique(),
    // Kept when the enterprise is deleted, so a scanned certificate still answers (revoked).
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'set null' }),
    enterpriseName: varchar('enterprise_name', { length: 50 }).notNull(),
    socialCreditCode: varchar('social_credit_code', { length: 18 }).notNull(),
    level: varchar('level', { length: 4 }).notNull(),
    score: numeric('score', { precision: 8, scale: 2 }).notNull(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => scoringStandards.id),
    issuedOn: date('issued_on').notNull(),
    validUntil: date('valid_until').notNull(),
    state: smallint('state').notNull().default(1),
    /** When and why it stopped being valid (superseded or revoked). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_certificate_valid_uq')
      .on(t.enterpriseId)
      .where(sql`${t.state} = 1`),
    index('credit_certificate_enterprise_idx').on(t.enterpriseId, t.id),
  ],
);
