import { MSG } from '@credit/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DownloadTemplateButton, ImportButton } from '@/components/import-button.tsx';
import { renderInApp } from './support/render-in-app.tsx';
import { watchSavedFiles } from './support/saved-files.ts';
import { sendJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let pending: ServerResponse[];

beforeEach(async () => {
  pending = [];
  server = await startTestServer((_request, response) => pending.push(response));
});

afterEach(() => server.close());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const workbook = (name: string) =>
  new File(['PK\u0003\u0004 rows'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('ImportButton', () => {
  test('uploads the workbook as field File with progress, then shows the server message and reports done', async () => {
    const user = userEvent.setup();
    let done = 0;
    renderInApp(<ImportButton url={`${server.origin}/api/recordpassrate/import`} onDone={() => (done += 1)} />);
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();

    await user.upload(fileInput(), workbook('一次备案通过率.xlsx'));

    await waitFor(() => expect(pending).toHaveLength(1));
    expect(screen.getByText('正在导入')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    const request = server.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.body.toString()).toContain('name="File"; filename="一次备案通过率.xlsx"');
    expect(done).toBe(0);

    sendJson(pending[0]!, { success: true, message: '导入成功，共导入3条', extraData: null });

    expect(await screen.findByText('导入成功，共导入3条')).toBeTruthy();
    expect(done).toBe(1);
    await waitFor(() => expect(screen.queryByText('正在导入')).toBeNull());
  });

  test('refuses anything but .xlsx without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let done = 0;
    renderInApp(<ImportButton url={`${server.origin}/api/recordpassrate/import`} onDone={() => (done += 1)} />);

    await user.upload(fileInput(), workbook('一次备案通过率.xls'));

    expect(await screen.findByText(MSG.importXlsxOnly)).toBeTruthy();
    expect(server.received).toHaveLength(0);
    expect(done).toBe(0);
  });

  test('a refused import closes the progress and does not report done', async () => {
    const user = userEvent.setup();
    let done = 0;
    renderInApp(<ImportButton url={`${server.origin}/api/practiceability/import`} onDone={() => (done += 1)} />);

    await user.upload(fileInput(), workbook('执业能力.xlsx'));
    await waitFor(() => expect(pending).toHaveLength(1));
    sendJson(pending[0]!, { success: false, message: MSG.importUnreadable, extraData: null });

    expect(await screen.findByText(MSG.importUnreadable)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('正在导入')).toBeNull());
    expect(done).toBe(0);
  });
});

describe('DownloadTemplateButton', () => {
  test('downloads the template, named 导入模板 plus the date when the server gives no name', async () => {
    const user = userEvent.setup();
    const saved = watchSavedFiles();
    renderInApp(<DownloadTemplateButton url={`${server.origin}/api/recordpassrate/download`} />);

    await user.click(screen.getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(server.received[0]!.url.pathname).toBe('/api/recordpassrate/download');
    expect(screen.getByRole('button', { name: /下载模板/ }).classList.contains('ant-btn-loading')).toBe(true);
    pending[0]!.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end('PK');

    await waitFor(() => expect(saved.names).toHaveLength(1));
    expect(saved.names[0]).toMatch(/^导入模板\d{8}\.xlsx$/);
    saved.stop();
  });
});
