import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dictionaryItems } from '../../db/schema/index.ts';

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
const TTL_MS = 60_000;
type Remembered = Map<DictionaryCategory, { at: number; options: Promise<DictionaryOption[]> }>;
const remembered = new WeakMap<object, Remembered>();

export function dictionaryOptions(
  db: Pick<Database, 'select'>,
  category: DictionaryCategory,
): Promise<DictionaryOption[]> {
  let lists = remembered.get(db);
  if (!lists) remembered.set(db, (lists = new Map() as Remembered));
  const hit = lists.get(category);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.options;
  const options = db
    .select({ text: dictionaryItems.label, value: dictionaryItems.code })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.category, category))
    .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.code))
    .then((rows) => rows);
  lists.set(category, { at: Date.now(), options });
  // A failed read is not remembered.
  options.catch(() => lists.delete(category));
  return options;
}

/** Code → label of one list; an unknown code has no entry. */
export async function dictionaryLabels(
  db: Pick<Database, 'select'>,
  category: DictionaryCategory,
): Promise<ReadonlyMap<string, string>> {
  return new Map((await dictionaryOptions(db, category)).map((option) => [option.value, option.text]));
}
