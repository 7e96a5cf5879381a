import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dictionaryItems } from '../../db/schema/index.ts';
import { keptFor } from '../../platform/kept-for.ts';

/** The seeded code lists (table dictionary_item). */
export const DICTIONARY = {
  enterpriseType: 'enterpriseType',
  jobTitle: 'jobTitle',
  qualification: 'qualification',
} as const;

export type DictionaryCategory = (typeof DICTIONARY)[keyof typeof DICTIONARY];

export interface DictionaryOption {
  text: string;
  value: string;
}

/**
 * The lists as last read, a minute each: they change only with a release (the platform never writes
 * them), and a staff list reads two of them for every page it labels.
 */
export const dictionaryOptions = keptFor(
  60_000,
  (db: Pick<Database, 'select'>, category: DictionaryCategory): Promise<DictionaryOption[]> =>
    db
      .select({ text: dictionaryItems.label, value: dictionaryItems.code })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.category, category))
      .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.code))
      .then((rows) => rows),
);

/** Code → label of one list; an unknown code has no entry. */
export async function dictionaryLabels(
  db: Pick<Database, 'select'>,
  category: DictionaryCategory,
): Promise<ReadonlyMap<string, string>> {
  return new Map((await dictionaryOptions(db, category)).map((option) => [option.value, option.text]));
}
