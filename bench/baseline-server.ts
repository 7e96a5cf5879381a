import Fastify from 'fastify';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { listCases, plainPath, type PlainPage } from './cases.ts';
import { readSettings } from './settings.ts';
import { plainTrend, TREND_PLAIN_PATH } from './trend-case.ts';

/**
 * The reference points of every run, in one bare Fastify process: `/` answers hello and nothing
 * else (the ceiling), each list case's plain paging SQL answers at /plain/<id> (and the credit
 * trend's SQL at /plain/trend) through a bare
 * `pg` Pool of the app's own size (the app's pool factory, without Drizzle), in the app's envelope.
 */
const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'warn' } });
const { pool } = createDatabase(process.env['DATABASE_URL'] ?? '');

async function plainPage(plain: PlainPage, page: { index: number; size: number }) {
  const params = plain.params ?? [];
  const where = plain.where ? ` where ${plain.where}` : '';
  const [counted, rows] = await Promise.all([
    pool.query<{ n: number }>(`select count(*)::int as n from ${plain.from}${where}`, params),
    pool.query(
      `select ${plain.columns} from ${plain.from}${where} order by ${plain.orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, page.size, (page.index - 1) * page.size],
    ),
  ]);
  const totalCount = counted.rows[0]?.n ?? 0;
  // The app's envelope (spec §7), with the table's column names.
  return {
    success: true,
    message: '',
    extraData: { pageData: rows.rows, totalCount, pageIndex: page.index, pageSize: page.size },
  };
}

app.get('/', async () => ({ status: 'ok' }));
for (const listCase of listCases(readSettings())) {
  app.get(plainPath(listCase), () => plainPage(listCase.plain, listCase.page));
}
app.get<{ Querystring: { year: string; enterpriseId: string } }>(TREND_PLAIN_PATH, (request) =>
  plainTrend(pool, Number(request.query.year), Number(request.query.enterpriseId)),
);
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
