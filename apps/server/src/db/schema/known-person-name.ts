import { pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Every name of a natural person the platform has held (staff, legal representatives and contacts
 * of enterprises, the persons and applicants of records, appellants, agency project leaders,
 * release contacts), once each, so a public answer masks the names its free text carries with
 * one probe of one index per candidate (modules/publicity/known-names.ts). The tables' statement
 * triggers add names as they are written (migration 0030); none is taken out: a name that was a
 * person's stays masked.
 */
export const knownPersonNames = pgTable('known_person_name', {
  name: varchar('name', { length: 50 }).primaryKey(),
});
