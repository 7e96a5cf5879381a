import { LIST_SPECS } from '@credit/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listColumnChoices } from '../../db/schema/index.ts';

export interface ColumnChoice {
  listKey: string;
  columns: string[];
}

/** The keys still fields of the list: a field a release removed drops out of the choice. */
const current = ({ listKey, columns }: ColumnChoice): ColumnChoice[] => {
  const fields = LIST_SPECS[listKey]?.fields;
  return fields ? [{ listKey, columns: columns.filter((column) => Object.hasOwn(fields, column)) }] : [];
};

/** The user's column choices, one per list they have chosen for; lists no longer known are left out. */
export async function choicesOf(db: Database, userId: number, listKey?: string): Promise<ColumnChoice[]> {
  const rows = await db
    .select({ listKey: listColumnChoices.listKey, columns: listColumnChoices.columns })
    .from(listColumnChoices)
    .where(
      and(
        eq(listColumnChoices.userId, userId),
        listKey === undefined ? undefined : eq(listColumnChoices.listKey, listKey),
      ),
    )
    .orderBy(listColumnChoices.listKey);
  return rows.flatMap(current);
}

/** Keeps the user's columns of a list, replacing any earlier choice. */
export async function saveChoice(db: Database, userId: number, choice: ColumnChoice): Promise<void> {
  await db
    .insert(listColumnChoices)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: [listColumnChoices.userId, listColumnChoices.listKey],
      set: { columns: choice.columns, updatedAt: sql`now()` },
    });
}

/** Forgets the user's choice: the list shows its declared columns again. */
export async function forgetChoice(db: Database, userId: number, listKey: string): Promise<void> {
  await db
    .delete(listColumnChoices)
    .where(and(eq(listColumnChoices.userId, userId), eq(listColumnChoices.listKey, listKey)));
}
