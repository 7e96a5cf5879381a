import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { annexes } from './annex.ts';
import { chainColumns } from './audit-trail.ts';

/** Where a reviewed item's tables point: the key and column name they give it, and its id column. */
interface ItemOwner<Owner extends string> {
  key: Owner;
  column: string;
  references: () => PgColumn;
}

function ownerColumn<Owner extends string>(owner: ItemOwner<Owner>) {
  const column = integer(owner.column).notNull().references(owner.references, { onDelete: 'cascade' });
  return { [owner.key]: column } as Record<Owner, typeof column>;
}

/** An item's attachments: one row per annex it holds (annex rows of its category). */
export function annexLinkTable<Owner extends string>(name: string, owner: ItemOwner<Owner>) {
  return pgTable(
    name,
    {
      ...ownerColumn(owner),
      annexId: integer('annex_id')
        .notNull()
        .references(() => annexes.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t[owner.key], t.annexId] })],
  );
}

/**
 * Every step of an item: who, at which desk, what (提交, 初审通过, 复审退回：原因), when. The item's
 * key is no foreign key: history outlives its item (a deleted draft keeps its trail and the row
 * that says who deleted it). Stamped with the statement's time, so rows of one transaction keep
 * their order. Append-only and hash-chained (docs/security-trail.md).
 */
function itemHistoryTable<Owner extends string>(name: string, owner: ItemOwner<Owner>) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...({ [owner.key]: integer(owner.column).notNull() } as Record<Owner, ReturnType<typeof integer>>),
      /** The permission code of the desk that acted (credit:firstReview…), so each desk finds what it decided. */
      desk: varchar('desk', { length: 40 }).notNull(),
      operatorId: integer('operator_id'),
      operatorName: varchar('operator_name', { length: 60 }).notNull(),
      instructions: varchar('instructions', { length: 500 }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true })
        .notNull()
        .default(sql`clock_timestamp()`),
      ...chainColumns(),
    },
    (t) => [
      index(`${name}_idx`).on(t[owner.key], t.createdAt),
      // A desk's done list: the items it acted on, newest action first.
      index(`${name}_desk_idx`).on(t.desk, t[owner.key]),
      // A desk's work in a period (docs/statistics-desks.md): its arrivals and decisions by month.
      index(`${name}_desk_time_idx`).on(t.desk, t.createdAt),
      uniqueIndex(`${name}_chain_idx`).on(t.chainSeq),
    ],
  );
}

/** A reviewed item's history and attachment-link tables, with the key both give the item. */
export function reviewedItemTables<Owner extends string>(
  names: { history: string; annexLinks: string },
  owner: ItemOwner<Owner>,
) {
  return {
    owner: owner.key,
    history: itemHistoryTable(names.history, owner),
    annexLinks: annexLinkTable(names.annexLinks, owner),
  };
}
