import { sql } from 'drizzle-orm';

/** Every column a natural person's name is written in (table, column): what the public answers must never show. */
export const PERSON_NAME_COLUMNS = [
  ['enterprise_person', 'name'],
  ['enterprise', 'legal_representative'],
  ['enterprise', 'contact_person'],
  ['credit_record', 'person_name'],
  ['credit_record', 'contact_person'],
  ['credit_appeal', 'complainant'],
  ['bidding_feedback', 'agent_responsible_name'],
  ['assessment_release', 'contact_person'],
] as const;

/** The names those columns hold now, read from the columns themselves. */
export const personNamesQuery = () =>
  sql.join(
    PERSON_NAME_COLUMNS.map(
      ([table, column]) =>
        sql`select ${sql.identifier(column)} as name from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    ),
    sql` union `,
  );
