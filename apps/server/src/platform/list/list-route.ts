import { exportColumnsSchema } from '@credit/rules';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import { principalOf } from '../auth/guard.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { cursorRows } from '../db-cursor.ts';
import { sealedFieldsOpener } from '../personal-data/index.ts';
import {
  envelopeSchema,
  legacyEnvelopeSchema,
  legacyOk,
  legacyPageOf,
  legacyPageSchema,
  ok,
  pageOf,
  pageSchema,
} from '../envelope.ts';
import { streamXlsxExport } from '../excel/index.ts';
import { isGrouped, type FilterOf, type ListColumns, type ListDeclaration, type RowOf } from './list-declaration.ts';
import {
  allRowsQuery,
  groupedPage,
  groupedKey,
  groupedRowsQuery,
  keptGroupPage,
  keptGroupsReader,
  listPage,
  type PageRequest,
} from './list-query.ts';
import { pageSerializer } from './page-serializer.ts';
import { specExportColumns } from './spec-export-columns.ts';

/** Every list a built app serves, by method and URL, its row types forgotten: what the EXPLAIN check walks. */
const declaredLists = new Map<string, ListDeclaration>();

export const listCatalog = (): readonly ListDeclaration[] => [...declaredLists.values()];

/** Who calls a public list: nobody signed in, holding no permission and no enterprise. */
const VISITOR: Principal = {
  userId: 0,
  sessionId: '',
  kind: 'visitor',
  username: '',
  displayName: '访客',
  roleId: 0,
  roleCode: 'visitor',
  roleName: '访客',
  enterpriseId: null,
  passwordMustChange: false,
  permissions: new Set(),
};

/** Batches of kept groups as the export writes them, each as `present` shows it. */
async function* inBatches<Row, Shown>(rows: Promise<Row[]>, present: (rows: Row[]) => Promise<Shown[]>) {
  const all = await rows;
  for (let start = 0; start < all.length; start += EXPORT_BATCH)
    yield* await present(all.slice(start, start + EXPORT_BATCH));
}
const EXPORT_BATCH = 1000;

type KeptGroups = ReturnType<typeof keptGroupsReader>;

/**
 * How a request reads its list: every row (the export, each batch as `present` shows it) or a page
 * with the total, plain or grouped, a kept grouped list's from its kept groups.
 */
function readerOf<I extends z.ZodObject, C extends ListColumns, Shown>(
  db: Database,
  list: Pick<ListDeclaration<I, C>, 'source' | 'orderBy' | 'columns' | 'idIndex'>,
  request: { filter: FilterOf<I>; me: Principal; where: SQL | undefined; kept: KeptGroups | undefined },
) {
  const { source, orderBy, columns } = list;
  const { filter, me, where, kept } = request;
  type Present = (rows: RowOf<C>[]) => Promise<Shown[]>;
  // A cursor's rows come as the driver gives them: the sealed numbers are opened here, as a page's
  // and kept groups' are by the query builder.
  const opened = sealedFieldsOpener(columns);
  const fromCursor = (statement: { sql: string; params: unknown[] }, present: Present) =>
    cursorRows(db.$client, statement, (rows: RowOf<C>[]) => present(rows.map(opened)));
  if (isGrouped(source)) {
    const grouped = { db, key: groupedKey(filter, where), table: () => source.grouped(filter), where, orderBy };
    if (kept)
      return {
        all: (present: Present) => inBatches(kept<RowOf<C>>(grouped, columns), present),
        page: (page: PageRequest) => keptGroupPage(kept<RowOf<C>>(grouped, columns), page),
      };
    return {
      all: (present: Present) => fromCursor(groupedRowsQuery(grouped, columns).toSQL(), present),
      page: (page: PageRequest) => groupedPage<RowOf<C>>(grouped, columns, page),
    };
  }
  const query = { db, source, where, orderBy, ids: list.idIndex?.(filter, me) };
  return {
    all: (present: Present) => fromCursor(allRowsQuery(query, columns).toSQL(), present),
    page: (page: PageRequest) => listPage<RowOf<C>>(query, columns, page),
  };
}

/** What an exportable list's request adds: the format, and the columns to write (the screen's visible ones). */
const exportRequest = (list: ListDeclaration) => ({
  format: z.enum(['json', 'xlsx']).default('json'),
  columns: exportColumnsSchema(list.spec),
});

/** The paged route of a list and, when it declares one, its xlsx export (`format=xlsx`, same URL). */
export function registerList<I extends z.ZodObject, C extends ListColumns, Shown extends object>(
  app: FastifyInstance,
  list: ListDeclaration<I, C, Shown>,
): void {
  declaredLists.set(`${list.method} ${list.url}`, list as unknown as ListDeclaration);
  const kept = isGrouped(list.source) && list.source.keptMs ? keptGroupsReader(list.source.keptMs) : undefined;
  const input = list.export ? list.input.safeExtend(exportRequest(list as unknown as ListDeclaration)) : list.input;
  const legacy = list.shape === 'legacy';
  const answerSchema = (row: z.ZodType) =>
    legacy ? legacyEnvelopeSchema(legacyPageSchema(row)) : envelopeSchema(pageSchema(row));
  app.route({
    method: list.method,
    url: list.url,
    config: { permission: list.permission },
    schema: {
      tags: list.tags,
      summary: list.summary,
      [list.method === 'GET' ? 'querystring' : 'body']: input,
      ...(list.row ? { response: { 200: answerSchema(list.row) } } : {}),
    },
    // Called with the schema of the answer it writes (the 200 above).
    serializerCompiler: ({ schema }) => pageSerializer(schema as unknown as z.ZodType),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const me = list.permission === PERMISSIONS.public ? VISITOR : principalOf(request);
      const { format, columns, pageIndex, pageSize, ...filter } = (
        list.method === 'GET' ? request.query : request.body
      ) as {
        format?: 'json' | 'xlsx';
        columns?: string[];
        pageIndex: number;
        pageSize: number;
      };
      const db = list.reads === 'replica' ? app.readDb : app.db;
      const where = await list.where(filter as FilterOf<I>, me, db);
      const reader = readerOf<I, C, Shown>(db, list, { filter: filter as FilterOf<I>, me, where, kept });
      const presentAll = async (rows: RowOf<C>[]) => rows.map(await list.presenter({ db, me, rows }));
      if (format === 'xlsx' && list.export) {
        return streamXlsxExport<Shown>({
          reply,
          title: list.export.title,
          columns: specExportColumns<Shown>(list.spec, columns),
          rows: reader.all(presentAll),
        });
      }
      const page = { pageIndex, pageSize };
      const { rows, total } = await reader.page(page);
      const shown = pageOf(await presentAll(rows), total, page);
      return legacy ? legacyOk(legacyPageOf(shown)) : ok(shown);
    },
  });
}
