import { ilike, is, or, SQL, sql, type Column } from 'drizzle-orm';

/** A term's pieces as `text_grams` (migration 0005) stores them: one character alone, else every pair. */
export function termGrams(term: string): string[] {
  const chars = [...term.toLowerCase()];
  if (chars.length === 1) return chars;
  return [...new Set(chars.slice(1).map((char, i) => `${chars[i]}${char}`))];
}

const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name searches built, to tell a filter holding one. */
const NAME_SEARCHES = new WeakSet<SQL>();

/**
 * A list filter's "contains" on a name: the GIN index on `grams` (the names' 1- and 2-character
 * pieces, a column or the expression a partial index is built on) narrows the rows, the ILIKE on the names rechecks them — so a two-character Chinese term
 * uses the index. The user's % and _ are taken literally.
 */
export function nameContains(grams: Column | SQL, term: string, ...names: Column[]): SQL {
  const pattern = literalPattern(term);
  const search = sql`(${grams} @> ${sql.param(termGrams(term))}::text[] and ${or(...names.map((name) => ilike(name, pattern)))})`;
  NAME_SEARCHES.add(search);
  return search;
}

/** Whether a list's filter holds a name search, whose matches the name index gives in no list order. */
export function searchesByName(where: SQL | undefined): boolean {
  if (!where) return false;
  return NAME_SEARCHES.has(where) || where.queryChunks.some((chunk) => is(chunk, SQL) && searchesByName(chunk));
}

/**
 * The pair of characters a search for `term` reads from a name's pairs table (docs/lists.md):
 * a two-character term is one pair, and a name holds it exactly when the name contains the term.
 */
export function searchedPair(term: string | undefined): string | undefined {
  return term && [...term.toLowerCase()].length === 2 ? termGrams(term)[0] : undefined;
}

/** Whether a filter sets nothing beyond `keys`: only then may a narrower table answer it alone. */
export const setsOnly = (filter: object, keys: readonly string[]): boolean =>
  Object.entries(filter).every(([key, value]) => keys.includes(key) || value === undefined || value === '');
