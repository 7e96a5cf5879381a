import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, SQL, type DriverValueDecoder, type Query } from 'drizzle-orm';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/**
 * The types whose text drizzle hands over as PostgreSQL wrote it (dates, timestamps, intervals and
 * numeric, and their arrays): a row read here decodes as drizzle's own would.
 */
const TEXT_AS_WRITTEN = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asWritten = (value: string) => value;
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    TEXT_AS_WRITTEN.has(oid) ? asWritten : (pg.types.getTypeParser(oid, format) as (value: string) => unknown),
};

type Decode = (value: unknown) => unknown;

/** The mapping an SQL's `mapWith` gave it (a field drizzle keeps internal; its own row mapping reads it). */
const sqlDecoder = (expression: SQL): DriverValueDecoder<unknown, unknown> =>
  (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/** How one selected field's value is decoded: the column's or the SQL's own mapping. */
function decoderOf(field: unknown): Decode {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const decoder = is(field, SQL.Aliased) ? sqlDecoder(field.sql) : is(field, SQL) ? sqlDecoder(field) : undefined;
  if (!decoder) throw new Error('a list statement selects flat fields only');
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * A value as a quoted literal of the text the driver would send for it as a parameter (undefined
 * when that is not text): quotes doubled, and a text holding a backslash written as an escape
 * string with its backslashes doubled, which reads the same whatever `standard_conforming_strings` says.
 */
function literalOf(value: unknown): string | undefined {
  const text = pgUtils.prepareValue(value);
  if (text === null) return 'null';
  if (typeof text !== 'string') return undefined;
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? `E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/**
 * The statement with its values written into its text as quoted literals, which PostgreSQL types
 * from their context as it types an untyped parameter. Undefined when a value has no text form or
 * the text's parameters are not drizzle's `$1`…`$n` in order; a `$n` inside a written value is not
 * read again.
 */
export function inlinedText(sql: string, values: readonly unknown[]): string | undefined {
  let expected = 1;
  let failed = false;
  const text = sql.replace(/\$(\d+)\b/g, (_match, digits: string) => {
    const index = Number(digits);
    if (index !== expected++) failed = true;
    const literal = literalOf(values[index - 1]);
    if (literal === undefined) failed = true;
    return literal ?? '';
  });
  return failed || expected !== values.length + 1 ? undefined : text;
}

type RowFactory = (decode: readonly Decode[]) => (values: unknown[]) => unknown;

/** Row builders by their code: every filter of a list reads the same fields, so builds its rows alike. */
const rowFactories = new Map<string, RowFactory>();

/**
 * Builds a row as one object literal of the statement's fields (a key and the index of its value),
 * each value decoded (a null stays null). A row filled key by key grows its shape property by
 * property, and copying such rows cost microseconds a row (docs/lists.md, "Rows presented without
 * spreads"); a literal's rows share one shape laid out at once. The keys are the select's own
 * aliases, written as JSON string literals.
 */
function rowBuilder<Row>(fields: readonly (readonly [string, number])[], decoders: readonly Decode[]) {
  const code = `return (v) => ({ ${fields.map(([key, i]) => `${JSON.stringify(key)}: v[${i}] === null ? null : d[${i}](v[${i}])`).join(', ')} });`;
  let factory = rowFactories.get(code);
  if (!factory) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is the select's own aliases, quoted by JSON.stringify
    factory = new Function('d', code) as RowFactory;
    rowFactories.set(code, factory);
  }
  return factory(decoders) as (values: unknown[]) => Row;
}

/** What a list statement is built from: a select of flat fields, with placeholders for the page window. */
export interface ListSelect {
  toSQL(): Query;
  _: { selectedFields: object };
}

/** The field of a page statement that counts the list beside its rows (the same in every row). */
export const LIST_TOTAL = 'listTotal';

export interface ListStatement<Row> {
  /** The rows, and the list's count when the statement reads one beside them (its LIST_TOTAL field, not in the rows). */
  execute(window?: Record<string, number>): Promise<{ rows: Row[]; total: number | undefined }>;
}

/** Reads of one filter's page after which it is prepared by name: a page read again and again is worth a plan kept. */
const RUNS_BEFORE_PREPARED = 2;
/**
 * Statements a connection keeps (PostgreSQL holds about 80 kB for each of a list's): a connection
 * about to hold more is closed once its statement has run, and its statements freed with it.
 */
export const MAX_PREPARED_PER_CONNECTION = 100;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

const ROWS_AS_ARRAYS = { rowMode: 'array', types } as const;

/** Runs a statement prepared by name on a connection of the pool, within the connection's cap. */
async function runPrepared(pool: pg.Pool, prepared: { name: string; text: string }) {
  const client = await pool.connect();
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  names.add(prepared.name);
  try {
    const result = await client.query<unknown[]>({ ...prepared, ...ROWS_AS_ARRAYS });
    client.release(names.size > MAX_PREPARED_PER_CONNECTION);
    return result;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** Pages of one filter remembered; past this many, counting starts again. */
const MAX_PAGES = 100;

interface PageMemory {
  runs: number;
  prepared?: { name: string; text: string } | undefined;
}

/**
 * A list statement of one filter (docs/lists.md "Statements built once, planned once"). A page's first reads are parsed and
 * planned for their values like any query. From the third, the page runs as a statement prepared by
 * name with every value written into its text: each connection parses and plans it once, for
 * these very values — a skewed filter never borrows another's plan, a page window is never
 * guessed. Rows are decoded by a mapping built once, as drizzle's select would decode them.
 */
export function listStatement<Row>(pool: pg.Pool, select: ListSelect): ListStatement<Row> {
  const query = select.toSQL();
  const fields = Object.entries(select._.selectedFields);
  const decoders = fields.map(([, field]) => decoderOf(field));
  const pages = new Map<string, PageMemory>();
  const totalAt = fields.findIndex(([key]) => key === LIST_TOTAL);
  const decode = rowBuilder<Row>(
    fields.flatMap(([key], i) => (i === totalAt ? [] : [[key, i] as const])),
    decoders,
  );

  const preparedOf = (values: unknown[]) => {
    const text = inlinedText(query.sql, values);
    return text === undefined
      ? undefined
      : { name: `list_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`, text };
  };

  return {
    async execute(window = {}) {
      const values = fillPlaceholders(query.params, window);
      const key = JSON.stringify(window);
      let page = pages.get(key);
      if (!page) {
        if (pages.size >= MAX_PAGES) pages.clear();
        pages.set(key, (page = { runs: 0 }));
      }
      if (page.runs++ === RUNS_BEFORE_PREPARED) page.prepared = preparedOf(values);
      const { prepared } = page;
      const result = prepared
        ? await runPrepared(pool, prepared)
        : await pool.query<unknown[]>({ text: query.sql, ...ROWS_AS_ARRAYS }, values);
      const first = result.rows[0];
      const total = totalAt < 0 || first === undefined ? undefined : (decoders[totalAt]?.(first[totalAt]) as number);
      return { rows: result.rows.map(decode), total };
    },
  };
}
