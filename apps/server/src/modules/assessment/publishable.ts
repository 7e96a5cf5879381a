import { HOLDING_RELEASE_STATES } from '@credit/rules';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { assessmentReleases } from '../../db/schema/index.ts';

export interface RowRelation {
  table: PgTable;
  releaseId: Column;
  rowId: Column;
}

/** True when the row is held by a release waiting for review or completed. */
export function heldByRelease(rowId: Column, relation: RowRelation): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${relation.table} join ${assessmentReleases} on ${assessmentReleases.id} = ${relation.releaseId} and ${assessmentReleases.state} in (${sql.raw(HOLDING_RELEASE_STATES.join(', '))}) where ${relation.rowId} = ${rowId})`;
}

/** A row may be published: imported successfully, earns a bonus, and no release holds it. */
export function publishable(
  row: { id: Column; result: Column; scoreValue: Column },
  relation: RowRelation,
): SQL<boolean> {
  return sql<boolean>`(${row.result} and ${row.scoreValue} is not null and not ${heldByRelease(row.id, relation)})`;
}
