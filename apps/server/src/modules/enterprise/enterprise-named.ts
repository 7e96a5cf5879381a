import { sql, type Column, type SQL } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { nameContains } from '../../platform/list/name-search.ts';

/**
 * Rows of a registered enterprise whose name contains `term`, by the row's enterprise id: the
 * enterprise table's name index finds the enterprises, gathered into an array first, so the
 * planner reads the rows by key and never trades the lookups for a scan of the whole table.
 */
export const ofEnterpriseNamed = (enterpriseId: Column, term: string): SQL =>
  sql`${enterpriseId} = any(array(select ${enterprises.id} from ${enterprises} where ${nameContains(
    enterprises.nameGrams,
    term,
    enterprises.enterpriseName,
  )}))`;
