import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetValues, xlsxFile } from '../platform/excel-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
let admin: { authorization: string };
let desk: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authHeader('superAdmin');
  desk = await t.authHeader('firstReview');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, payload });

const importFile = async (rows: unknown[][]) => {
  const body = multipart({}, [{ field: 'File', fileName: '节假日.xlsx', content: await xlsxFile(rows) }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/holiday/import',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
};

describe('holiday calendar', () => {
  it('starts with the official 2026 arrangement', async () => {
    const res = await call('GET', '/api/holiday/year?year=2026');
    const days = res.json<Reply<{ day: string; holiday: number; name: string }[]>>().extraData;
    expect(days.filter((day) => day.holiday === 1)).toHaveLength(33);
    expect(days.filter((day) => day.holiday === 0).map((day) => day.day)).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
    expect(days.find((day) => day.day === '2026-02-17')).toEqual({ day: '2026-02-17', holiday: 1, name: '春节' });
  });

  it('lists a year by kind and exports 是否放假 as 是 / 否', async () => {
    const page = await call('GET', '/api/holiday/page?year=2026&holiday=0');
    expect(page.json<Reply<{ totalCount: number }>>().extraData.totalCount).toBe(6);
    const exported = await call('GET', '/api/holiday/page?year=2026&format=xlsx');
    const rows = await sheetValues(exported.rawPayload);
    expect(rows[0]).toEqual(['日期', '是否放假', '名称']);
    expect(rows).toContainEqual(['2026-01-01', '是', '元旦']);
    expect(rows).toContainEqual(['2026-01-04', '否', '元旦调休上班']);
  });

  it('sets and clears a day, and refuses bad input with a Chinese message', async () => {
    const saved = await call('PUT', '/api/holiday', { day: '2027-01-01', holiday: 1, name: '元旦' });
    expect(saved.json()).toMatchObject({ success: true, message: '保存成功！' });
    const changed = await call('PUT', '/api/holiday', { day: '2027-01-01', holiday: 0, name: '元旦调休上班' });
    expect(changed.statusCode).toBe(200);
    const year = (await call('GET', '/api/holiday/year?year=2027')).json<Reply<{ holiday: number }[]>>().extraData;
    expect(year).toEqual([{ day: '2027-01-01', holiday: 0, name: '元旦调休上班' }]);
    expect((await call('DELETE', '/api/holiday?day=2027-01-01')).json()).toMatchObject({ message: '删除成功！' });
    expect((await call('DELETE', '/api/holiday?day=2027-01-01')).statusCode).toBe(404);
    const bad = await call('PUT', '/api/holiday', { day: '2027-02-30', holiday: 1, name: '春节' });
    expect([bad.statusCode, bad.json<Reply>().message]).toEqual([400, '请输入正确的日期（YYYY-MM-DD）']);
    const noName = await call('PUT', '/api/holiday', { day: '2027-02-01', holiday: 1, name: ' ' });
    expect(noName.json<Reply>().message).toBe('请输入节假日名称');
  });

  it('imports a year from xlsx, and a file with a bad row changes nothing', async () => {
    const header = ['日期', '是否放假', '名称'];
    const broken = await importFile([header, ['2027-02-06', '是', '春节'], ['2027-13-01', '是', '春节']]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<Reply>().message).toBe('导入失败，1行有误：第3行：请输入正确的日期（YYYY-MM-DD）');
    expect((await call('GET', '/api/holiday/year?year=2027')).json<Reply<unknown[]>>().extraData).toEqual([]);

    const done = await importFile([
      header,
      ['2027-02-06', '是', '春节'],
      [new Date('2027-02-07T00:00:00Z'), '是', '春节'],
      ['2027-02-20', '否', '春节调休上班'],
    ]);
    expect(done.json()).toMatchObject({ success: true, message: '导入成功，共3天' });
    const year = (await call('GET', '/api/holiday/year?year=2027')).json<Reply<{ day: string; holiday: number }[]>>()
      .extraData;
    expect(year.map((day) => [day.day, day.holiday])).toEqual([
      ['2027-02-06', 1],
      ['2027-02-07', 1],
      ['2027-02-20', 0],
    ]);
  });

  it('is the administrator’s screen only', async () => {
    expect((await call('GET', '/api/holiday/year?year=2026', undefined, desk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/holiday', { day: '2027-01-01', holiday: 1, name: '元旦' }, desk)).statusCode).toBe(
      403,
    );
  });
});
