import { MSG } from '@credit/rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/platform/error-handler.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/**
 * Input the database itself refuses answers 400 with a Chinese message, never 500: each class is
 * raised by real SQL on a real PostgreSQL and answered by the app's own error handler.
 */
let app: FastifyInstance;
// The app's own client, whose pool ignores the end of a connection that dropping the database forces.
let pool: Database['$client'];
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  close = database.close;
  pool = database.db.$client;
  await pool.query('create table probe (name varchar(5))');
  await pool.query('create table probe_text (t text)');
  await pool.query('create index probe_text_t on probe_text (t)');
  app = Fastify();
  registerErrorHandler(app);
  app.post<{ Body: { sql: string; value: string } }>('/probe', async (request) => {
    await pool.query(request.body.sql, [request.body.value]);
    return { success: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close();
});

const probe = (sql: string, value: string) => app.inject({ method: 'POST', url: '/probe', payload: { sql, value } });

describe('database input errors', () => {
  it.each([
    ['22P05 untranslatable character', 'select $1::jsonb', '"\\u0000"', MSG.inputEncodingInvalid],
    ['22021 invalid byte sequence', "select convert_from(decode($1, 'hex'), 'UTF8')", 'c328', MSG.inputEncodingInvalid],
    ['22003 numeric value out of range', 'select $1::int', '99999999999', MSG.inputNumberOutOfRange],
    ['22008 datetime field overflow', 'select $1::timestamp', '2024-02-30 10:00:00', MSG.inputDateInvalid],
    ['22007 invalid datetime format', 'select $1::timestamp', '2024-13-45x', MSG.inputDateInvalid],
    [
      '22001 string data right truncation',
      'insert into probe (name) values ($1)',
      '超过五个字符的名字',
      MSG.inputTextTooLong,
    ],
    ['22P02 invalid text representation', 'select $1::int', 'abc', MSG.inputFormatInvalid],
    [
      '54000 index row too large',
      "insert into probe_text (t) select $1 || string_agg(md5(i::text), '') from generate_series(1, 300) i",
      'x',
      MSG.inputTextTooLong,
    ],
  ])('answers %s with 400', async (_name, sql, value, message) => {
    const res = await probe(sql, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, extraData: null });
  });

  it('still answers 500 for an error that is not the input', async () => {
    const res = await probe('select * from no_such_table where $1 = $1', 'x');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: MSG.genericServerError });
  });
});
