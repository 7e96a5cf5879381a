import { defineListSpec, pagingQuerySchema, type Page } from '@credit/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ExportButton } from '@/components/export-button.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { renderInApp } from './support/render-in-app.tsx';
import { watchSavedFiles } from './support/saved-files.ts';
import { sendJson, startTestServer, type TestServer } from './support/test-server.ts';

interface PassRate {
  id: number;
  enterpriseName: string;
}

const spec = defineListSpec({
  input: pagingQuerySchema.extend({ enterprise: z.string().optional() }),
  fields: { enterpriseName: { title: '企业名称' }, createPerson: { title: '导入人', screenOnly: true } },
  filters: { enterprise: { label: '企业名称', control: 'text' } },
});
const actions = { render: () => null };

const onePage = async (): Promise<Page<PassRate>> => ({
  pageData: [{ id: 1, enterpriseName: '海南造价咨询有限公司' }],
  totalCount: 1,
  pageIndex: 1,
  pageSize: 10,
});

const workbook = Buffer.from('PK\u0003\u0004 workbook bytes');

let server: TestServer;
let pending: ServerResponse[];
let saved: ReturnType<typeof watchSavedFiles>;

beforeEach(async () => {
  pending = [];
  saved = watchSavedFiles();
  server = await startTestServer((_request, response) => pending.push(response));
});

afterEach(async () => {
  saved.stop();
  await server.close();
});

const exportButton = () => screen.getByRole('button', { name: /导出Excel/ });

describe('ExportButton', () => {
  test('exports the list with its filters and exportable columns, showing progress while it runs', async () => {
    const user = userEvent.setup();
    renderInApp(
      <ListPage
        title="一次备案通过率"
        spec={spec}
        actions={actions}
        fetchPage={onePage}
        rowKey="id"
        exportConfig={{ url: `${server.origin}/api/recordpassrate/page`, fileTitle: '企业一次备案通过率导入明细' }}
      />,
      '/?enterprise=海南&pageIndex=3',
    );

    await user.click(exportButton());

    expect(await screen.findByText('正在导出…')).toBeTruthy();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(exportButton().classList.contains('ant-btn-loading')).toBe(true);
    const request = server.received[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/recordpassrate/page');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      enterprise: '海南',
      columns: 'enterpriseName',
      pageIndex: '1',
      pageSize: '1000000',
      format: 'xlsx',
    });

    pending[0]!
      .writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('导入明细20260101.xlsx')}`,
      })
      .end(workbook);

    await waitFor(() => expect(saved.names).toEqual(['导入明细20260101.xlsx']));
    await waitFor(() => expect(exportButton().classList.contains('ant-btn-loading')).toBe(false));
    await waitFor(() => expect(screen.queryByText('正在导出…')).toBeNull());
  });

  test('POST lists send the filters in the body; without a server name the file is named title + timestamp', async () => {
    const user = userEvent.setup();
    renderInApp(
      <ExportButton
        url={`${server.origin}/api/recordpassrate/page`}
        method="POST"
        fileTitle="企业一次备案通过率导入明细"
        filters={{ year: 2026, quarter: '1' }}
      />,
    );

    await user.click(exportButton());
    await waitFor(() => expect(pending).toHaveLength(1));
    const request = server.received[0]!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body.toString())).toEqual({
      year: 2026,
      quarter: '1',
      pageIndex: 1,
      pageSize: 1000000,
      format: 'xlsx',
    });
    pending[0]!.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(workbook);

    await waitFor(() => expect(saved.names).toHaveLength(1));
    expect(saved.names[0]).toMatch(/^企业一次备案通过率导入明细\d{14}\.xlsx$/);
  });

  test('a failed export frees the button, saves nothing and leaves the telling to the central policy', async () => {
    const user = userEvent.setup();
    renderInApp(
      <ExportButton url={`${server.origin}/api/practiceability/page`} fileTitle="执业能力测评导入明细" filters={{}} />,
    );

    await user.click(exportButton());
    await waitFor(() => expect(pending).toHaveLength(1));
    sendJson(pending[0]!, { success: false, message: '导出失败', extraData: null });

    expect(await screen.findByText('导出失败')).toBeTruthy();
    await waitFor(() => expect(exportButton().classList.contains('ant-btn-loading')).toBe(false));
    await waitFor(() => expect(screen.queryByText('正在导出…')).toBeNull());
    expect(saved.names).toEqual([]);
  });
});
