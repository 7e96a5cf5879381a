import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from '../../src/db/seed/demo-files.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../helpers/multipart.ts';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  admin = await t.authHeader('superAdmin');
}, 120_000);
afterAll(() => t.close());

const form = (fields: Record<string, string>, file = demoPdf(['policy'])) =>
  multipart({ title: '测试政策文件', issuer: '海南省住房和城乡建设厅', issueDate: '2026-01-05', ...fields }, [
    { field: 'file', fileName: '测试.pdf', content: file },
  ]);

const publicTitles = async () =>
  (await t.app.inject({ url: '/api/publicity/policies?pageSize=100' })).json<{
    extraData: { pageData: { id: number; title: string; fileUrl: string }[] };
  }>().extraData.pageData;

describe('policy documents', () => {
  it('shows the public only the published demo documents, each PDF readable without a token', async () => {
    const rows = await publicTitles();
    expect(rows.map((row) => row.title)).toEqual([
      '建筑市场信用管理暂行办法',
      '海南省工程造价咨询企业信用评价管理办法',
      '关于开展建设行业信用修复工作的通知',
    ]);
    const file = await t.app.inject({ url: rows[0]!.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is managed by the administrator only', async () => {
    expect((await t.app.inject({ url: '/api/system/policies/page' })).statusCode).toBe(401);
    const enterprise = await t.authHeader('enterprise', { enterpriseId: 1 });
    expect((await t.app.inject({ url: '/api/system/policies/page', headers: enterprise })).statusCode).toBe(403);
    const { headers, payload } = form({});
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/system/policies',
      headers: { ...headers, ...enterprise },
      payload,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('adds a draft, publishes, withdraws and refuses a stale transition', async () => {
    const { headers, payload } = form({ sortOrder: '1' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system/policies',
      headers: { ...headers, ...admin },
      payload,
    });
    expect(created.json()).toMatchObject({ success: true, message: '保存成功！' });
    const id = created.json<{ extraData: number }>().extraData;
    expect((await publicTitles()).map((row) => row.id)).not.toContain(id);
    expect((await t.app.inject({ url: `/api/publicity/policies/${id}/file` })).statusCode).toBe(404);

    const publish = () => t.app.inject({ method: 'PUT', url: `/api/system/policies/${id}/publish`, headers: admin });
    expect((await publish()).json()).toMatchObject({ message: '发布成功！' });
    expect((await publicTitles())[0]?.id).toBe(id);
    const again = await publish();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '该政策文件的状态已变化，请刷新后重试' });

    const withdraw = await t.app.inject({ method: 'PUT', url: `/api/system/policies/${id}/withdraw`, headers: admin });
    expect(withdraw.json()).toMatchObject({ message: '撤回成功！' });
    expect((await publicTitles()).map((row) => row.id)).not.toContain(id);
  });

  it('moves a document in the public order', async () => {
    const [first, second] = await publicTitles();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/system/policies/${second!.id}/move`,
      headers: admin,
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await publicTitles()).slice(0, 2).map((row) => row.id)).toEqual([second!.id, first!.id]);
  });

  it('refuses a file that is not a PDF and fields out of bounds, in Chinese', async () => {
    const notPdf = form({}, demoPng([200, 0, 0]));
    const png = await t.app.inject({
      method: 'POST',
      url: '/api/system/policies',
      headers: { ...notPdf.headers, ...admin },
      payload: notPdf.payload,
    });
    expect(png.statusCode).toBe(400);
    expect(png.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fa5]/);
    const bad = form({ title: '', issueDate: '2999-01-01' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/system/policies',
      headers: { ...bad.headers, ...admin },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { title: '请输入文件标题', issueDate: '日期不能晚于今天' } });
  });
});
