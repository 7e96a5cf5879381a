import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knownPersonNames } from '../../db/schema/index.ts';
import { maskPersonalText, nameCandidates } from './personal-data.ts';

/**
 * The known names among the candidates: one probe of known_person_name's key per candidate, one
 * table whatever the number of columns names are written in (its triggers gather them, migration
 * 0030) — probing the eight name columns' own indexes cost eight times as much.
 */
export const knownNamesQuery = (db: Database, candidates: readonly string[]) =>
  db
    .select({ name: knownPersonNames.name })
    .from(knownPersonNames)
    .where(sql`${knownPersonNames.name} = any(${sql.param(candidates)}::text[])`);

/** The names of persons the platform knows that the texts carry. */
export async function knownNamesIn(db: Database, texts: Iterable<string | null | undefined>): Promise<string[]> {
  const candidates = nameCandidates(texts);
  if (candidates.length === 0) return [];
  const rows = await knownNamesQuery(db, candidates);
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
