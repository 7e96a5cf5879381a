import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createFileStorage, type StoredFile } from '../../src/platform/files/index.ts';
import { startS3Server, type LocalS3Server } from '../../scripts/s3-server.ts';
import { multipart } from '../helpers/multipart.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { filesUnder } from './file-storage-fixtures.ts';

let s3Dir: string;
let s3: LocalS3Server;
let t: TestApp;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-storage-http-'));
  s3 = await startS3Server({ directory: s3Dir });
  t = await buildTestApp({ env: s3.settings });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

describe('attachments kept in the S3 bucket (FILE_STORAGE=s3)', () => {
  it('takes an upload into the bucket and serves it back byte-equal through its signed link', async () => {
    const enterpriseId = await insertTestEnterprise(t.db, '91460100MA5T000S3X', '海南对象存储测试咨询有限公司');
    const headers = await t.authHeader('enterprise', { enterpriseId });
    // Hex text: random bytes can spell an active-content name (`/JS` and a delimiter), which is refused.
    const letter = Buffer.from(`%PDF-1.7\n${randomBytes(1.5 * 1024 * 1024).toString('hex')}`);
    const form = multipart({ 'enterpriseAnnexes[0].fileType': '承诺书' }, [
      { field: 'enterpriseAnnexes[0].file', fileName: '信用承诺书.pdf', content: letter },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/commitletter',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    expect(saved.json(), saved.body).toMatchObject({ success: true });

    const inBucket: StoredFile[] = [];
    for await (const file of createFileStorage(loadConfig({ ...s3.settings })).list()) inBucket.push(file);
    expect(inBucket.map((file) => file.size)).toEqual([letter.length]);
    expect(inBucket[0]?.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(await filesUnder(path.join(t.dataDir, 'files'))).toEqual([]);

    const profile = await t.app.inject({ method: 'GET', url: '/api/enterprise/single', headers });
    const annexes = profile.json<{ extraData: { enterpriseAnnexes: { fileType: string; relativePath: string }[] } }>()
      .extraData.enterpriseAnnexes;
    const link = annexes.find((annex) => annex.fileType === '承诺书')?.relativePath;
    expect(link).toMatch(/^\/api\/annex\/file\/\d+\?expires=/);
    const served = await t.app.inject({ method: 'GET', url: link! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(letter)).toBe(true);
  });
});
