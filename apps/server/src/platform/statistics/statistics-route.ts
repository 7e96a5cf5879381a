import { statTableSchema, type StatTable } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { principalOf } from '../auth/guard.ts';
import type { Permission } from '../auth/permissions.ts';
import type { Principal } from '../auth/principal.ts';
import { envelopeSchema, ok } from '../envelope.ts';
import { exportFileName, XLSX_CONTENT_TYPE } from '../excel/index.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { statisticsWorkbook } from './statistics-workbook.ts';

/** What every statistics answer holds: its tables, and when their sums were counted. */
export const statisticsAnswerSchema = z.object({
  tables: z.array(statTableSchema),
  /** When the sums were computed (kept sums may lag a change by their keeping time). */
  computedAt: z.string(),
});

export interface StatisticsPage<Q extends z.ZodType, A extends z.ZodObject> {
  url: string;
  permission: Permission;
  /** The page's name: the export's file and the OpenAPI tag. */
  title: string;
  summary: string;
  query: Q;
  /** The answer: `statisticsAnswerSchema` extended with the page's own figures. */
  answer: A;
  compute: (db: Database, query: z.output<Q>, me: Principal) => Promise<z.output<A>>;
  /** The export's first line: the filters in words (统计期间：2026-01-01 至 2026-11-29 …). */
  heading: (query: z.output<Q>, db: Database) => Promise<string> | string;
}

/**
 * A statistics page's one call (docs/statistics.md): its figures and tables in the envelope, or with
 * `format=xlsx` the tables as a workbook, a sheet per chart.
 */
export function registerStatistics<Q extends z.ZodObject, A extends z.ZodObject>(
  app: FastifyInstance,
  page: StatisticsPage<Q, A>,
): void {
  app.route({
    method: 'GET',
    url: page.url,
    config: { permission: page.permission },
    schema: {
      tags: [page.title],
      summary: `${page.summary}（format=xlsx 导出各图表的数据表）`,
      querystring: page.query.safeExtend({ format: z.enum(['json', 'xlsx']).default('json') }),
      response: { 200: envelopeSchema(page.answer) },
    },
    handler: async (request, reply) => {
      const { format, ...query } = request.query as z.output<Q> & { format: 'json' | 'xlsx' };
      const answer = await page.compute(app.readDb, query as z.output<Q>, principalOf(request));
      if (format !== 'xlsx') return ok(answer);
      const tables = (answer as { tables: StatTable[] }).tables;
      const workbook = await statisticsWorkbook(
        tables,
        `${page.title} ${await page.heading(query as z.output<Q>, app.readDb)}`,
      );
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', exportFileName(page.title)))
        .header('X-Content-Type-Options', 'nosniff')
        .send(workbook);
    },
  });
}
