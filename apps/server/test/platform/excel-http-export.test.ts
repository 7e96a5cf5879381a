import { importResultLabel } from '@credit/rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamXlsxExport, XLSX_CONTENT_TYPE } from '../../src/platform/excel/index.ts';
import { sheetValues } from './excel-fixtures.ts';

async function* importedRows(count: number) {
  for (let index = 1; index <= count; index += 1) {
    yield { enterpriseName: `企业${index}`, result: index % 2 };
  }
}

describe('streamXlsxExport', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get<{ Querystring: { count: string } }>('/export', async (request, reply) =>
      streamXlsxExport({
        reply,
        title: '执业能力测评导入明细',
        columns: [
          { header: '企业名称', key: 'enterpriseName' },
          { header: '结果', key: 'result', format: importResultLabel },
        ],
        rows: importedRows(Number(request.query.count)),
      }),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('sends an xlsx download named after the page, with the rows in it', async () => {
    const response = await app.inject({ method: 'GET', url: '/export?count=3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    const encodedTitle = encodeURIComponent('执业能力测评导入明细');
    expect(disposition).toMatch(
      new RegExp(`^attachment; filename="_{10}\\d{14}\\.xlsx"; filename\\*=UTF-8''${encodedTitle}\\d{14}\\.xlsx$`),
    );
    expect(await sheetValues(response.rawPayload)).toEqual([
      ['企业名称', '结果'],
      ['企业1', '成功'],
      ['企业2', '失败'],
      ['企业3', '成功'],
    ]);
  });

  it('sends the header row when there is nothing to export', async () => {
    const response = await app.inject({ method: 'GET', url: '/export?count=0' });
    expect(await sheetValues(response.rawPayload)).toEqual([['企业名称', '结果']]);
  });
});
