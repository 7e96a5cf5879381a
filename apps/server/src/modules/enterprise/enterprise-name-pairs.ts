import { and, eq, sql } from 'drizzle-orm';
import { enterpriseNamePairCounts, enterpriseNamePairs } from '../../db/schema/index.ts';
import type { IdIndex } from '../../platform/list/list-declaration.ts';
import { searchedPair } from '../../platform/list/name-search.ts';

/**
 * The enterprises whose name holds a two-character term, at a qualification level or any, read
 * from the names' pairs in id order with their kept count (docs/lists.md, "Name search"); none for
 * a term of another length, which the name's GIN index answers.
 */
export function enterpriseNamePairIndex(term: string | undefined, level?: number): IdIndex | undefined {
  const pair = searchedPair(term);
  if (!pair) return undefined;
  return {
    table: enterpriseNamePairs,
    id: enterpriseNamePairs.enterpriseId,
    where: and(
      eq(enterpriseNamePairs.pair, pair),
      level ? eq(enterpriseNamePairs.qualificationLevel, level) : undefined,
    ),
    orderBy: [sql`${enterpriseNamePairs.enterpriseId}`],
    counted: {
      table: enterpriseNamePairCounts,
      n: enterpriseNamePairCounts.n,
      where: and(
        eq(enterpriseNamePairCounts.pair, pair),
        level ? eq(enterpriseNamePairCounts.qualificationLevel, level) : undefined,
      ),
    },
  };
}
