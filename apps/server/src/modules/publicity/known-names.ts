import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  assessmentReleases,
  biddingFeedbacks,
  creditAppeals,
  creditRecords,
  enterprisePersons,
  enterprises,
} from '../../db/schema/index.ts';
import { maskPersonalText, nameCandidates } from './personal-data.ts';

/**
 * The columns holding names of natural persons the platform knows, each with its own index
 * (migration 0030): staff, legal representatives and contacts of enterprises, the persons and
 * applicants of records, appellants, agency project leaders, release contacts.
 */
export const PERSON_NAME_COLUMNS: readonly PgColumn[] = [
  enterprisePersons.name,
  enterprises.legalRepresentative,
  enterprises.contactPerson,
  creditRecords.personName,
  creditRecords.contactPerson,
  creditAppeals.complainant,
  biddingFeedbacks.agentResponsibleName,
  assessmentReleases.contactPerson,
];

/** One statement: each column's index is probed for the candidates, whatever the tables' sizes. */
export function knownNamesQuery(candidates: readonly string[]): SQL {
  const wanted = sql`${sql.param(candidates)}::text[]`;
  return sql.join(
    PERSON_NAME_COLUMNS.map(
      (column) => sql`select ${column} as name from ${column.table} where ${column} = any(${wanted})`,
    ),
    sql` union `,
  );
}

/** The names of persons the platform knows that the texts carry. */
export async function knownNamesIn(db: Database, texts: Iterable<string | null | undefined>): Promise<string[]> {
  const candidates = nameCandidates(texts);
  if (candidates.length === 0) return [];
  const { rows } = await db.execute<{ name: string }>(knownNamesQuery(candidates));
  return rows.map((row) => row.name);
}

/**
 * Masks public free text; the person a record is about is masked by name too (a name of five
 * characters or more is not among the looked-up candidates).
 */
export type PublicTextMask = (text: string, personName?: string | null) => string;

/** The mask of one answer (a page, a record): its texts' known names are looked up together, then masked in memory. */
export async function publicTextMask(
  db: Database,
  texts: Iterable<string | null | undefined>,
): Promise<PublicTextMask> {
  const names = await knownNamesIn(db, texts);
  return (text, personName) => maskPersonalText(text, personName ? [...names, personName] : names);
}
