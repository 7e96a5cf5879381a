import type pg from 'pg';

/** The job queue's own schema: transient work, rebuilt by the migrations, never backed up. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

export interface TableShape {
  name: string;
  /** The columns a COPY names: every stored column, generated ones left out (the server computes them). */
  columns: string[];
}

export interface SequenceShape {
  name: string;
  ownedBy: { table: string; column: string } | null;
}

/** The application's tables: every ordinary table of the public schema. */
export async function applicationTables(client: pg.ClientBase): Promise<TableShape[]> {
  const result = await client.query<TableShape>(`
    select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`);
  return result.rows;
}

/** The public schema's sequences, with the column each one numbers, when it numbers one. */
export async function applicationSequences(client: pg.ClientBase): Promise<SequenceShape[]> {
  const result = await client.query<{ name: string; table: string | null; column: string | null }>(`
    select s.relname::text as name, t.relname::text as table, a.attname::text as column
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace
    left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
      and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    left join pg_class t on t.oid = d.refobjid
    left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and n.nspname = 'public'
    order by s.relname`);
  return result.rows.map(({ name, table, column }) => ({
    name,
    ownedBy: table && column ? { table, column } : null,
  }));
}

/** Tables outside PostgreSQL's own schemas: none in a new, empty database. */
export async function userTableCount(client: pg.ClientBase): Promise<number> {
  const result = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return result.rows[0]?.count ?? 0;
}
