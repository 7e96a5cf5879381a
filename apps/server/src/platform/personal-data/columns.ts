import { Column, getTableName, sql, SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { lookupHash, open, seal, type PersonalDataKind } from './seal.ts';

/** A protected column: where it lives, what it holds, and the clear column it replaced (converted at start). */
export interface PersonalDataColumn {
  table: string;
  /** The clear column's name before migration 0042; the stored columns are `<column>_cipher` and `<column>_hmac`. */
  column: string;
  kind: PersonalDataKind;
  cipher: string;
  hmac: string;
  /** What the seal is bound to: the same number copied into another column does not open there. */
  place: string;
}

const declared = new Map<string, PersonalDataColumn>();

/** Every protected column the schema declares (conversion, rotation and the at-rest check walk them). */
export const personalDataColumns = (): readonly PersonalDataColumn[] => [...declared.values()];

/**
 * Declares a column of ID card or mobile numbers kept sealed (docs/personal-data.md): `value()`
 * reads and writes the number in the clear through the query builder while the database holds
 * `<column>_cipher` (AES-256-GCM); `lookup()` is `<column>_hmac`, generated from it, for
 * uniqueness and exact filters — compare it with the number itself (`eq(t.phoneHmac, phone)`),
 * which the column hashes when binding.
 */
export function personalDataColumn(table: string, column: string, kind: PersonalDataKind) {
  const declaration: PersonalDataColumn = {
    table,
    column,
    kind,
    cipher: `${column}_cipher`,
    hmac: `${column}_hmac`,
    place: `${table}.${column}`,
  };
  declared.set(declaration.place, declaration);
  const sealed = customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => seal(kind, declaration.place, value),
    fromDriver: (stored) => open(declaration.place, stored),
  });
  const hashed = customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => lookupHash(kind, value),
  });
  return {
    value: () => sealed(declaration.cipher),
    lookup: () => hashed(declaration.hmac).generatedAlwaysAs(sql.raw(`split_part("${declaration.cipher}", '.', 1)`)),
  };
}

/** The declaration a table's column belongs to, when it is a sealed one. */
export function personalDataOf(column: Column): PersonalDataColumn | undefined {
  const found = declared.get(`${getTableName(column.table)}.${column.name.replace(/_cipher$/, '')}`);
  return found && found.cipher === column.name ? found : undefined;
}

/**
 * What a raw cursor's row (an export's) needs to read like the query builder's: the sealed
 * columns among a list's selected ones opened, the others as the driver gave them.
 */
export function sealedFieldsOpener(selected: Record<string, unknown>): <R>(row: R) => R {
  const sealed = Object.entries(selected).flatMap(([field, selection]) => {
    // An aliased column (aliasedColumns) decodes through the column it was mapped with.
    const decoder =
      selection instanceof SQL.Aliased ? (selection.sql as unknown as { decoder: unknown }).decoder : selection;
    const declaration = decoder instanceof Column ? personalDataOf(decoder as Column) : undefined;
    return declaration ? [[field, declaration.place] as const] : [];
  });
  if (sealed.length === 0) return (row) => row;
  return (row) => {
    const opened = { ...row } as Record<string, unknown>;
    for (const [field, place] of sealed) {
      const stored = opened[field];
      if (typeof stored === 'string') opened[field] = open(place, stored);
    }
    return opened as typeof row;
  };
}
