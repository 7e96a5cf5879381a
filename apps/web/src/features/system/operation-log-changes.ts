import type { OperationLogRow } from './operation-log-api.ts';

/** One field of an entry: what it read before and after the change ('' where a side has none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The entry's fields in the order the server logged them: a created object has only after, a deleted one only before. */
export function fieldChanges(row: Pick<OperationLogRow, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return fields.map((field) => ({ field, before: row.before?.[field] ?? '', after: row.after?.[field] ?? '' }));
}
