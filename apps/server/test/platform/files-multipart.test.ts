import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { fileTooLarge, MSG } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILE_NAME_INVALID, LocalDiskStorage, saveMultipartFile } from '../../src/platform/files/index.ts';
import { appWithRefusals, BOUNDARY, multipartBody, SAMPLE } from './files-fixtures.ts';

const MAX_SIZE_KB = 4;

describe('saveMultipartFile', () => {
  let root: string;
  let storage: LocalDiskStorage;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-multipart-'));
    storage = new LocalDiskStorage(root);
    app = appWithRefusals();
    await app.register(fastifyMultipart, { preservePath: true });
    app.post('/api/annex', async (request) => {
      const part = await request.file();
      if (!part) throw new Error('no file part');
      return saveMultipartFile(part, { storage, maxSizeKb: MAX_SIZE_KB, allowedExtensions: ['png', 'pdf'] });
    });
    await app.ready();
  });

  beforeEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
    await fs.mkdir(root);
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const upload = (fileName: string, content: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/annex',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fileName, content),
    });

  /** Every file under the storage root, as paths relative to it. */
  const storedFiles = async () =>
    (await fs.readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

  it('stores the file under a server-made key and returns its display name and size', async () => {
    const response = await upload('营业执照.png', SAMPLE.png);
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ key: string; fileName: string; size: number; extension: string }>();
    expect(saved).toEqual({
      key: expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/) as string,
      fileName: '营业执照.png',
      size: SAMPLE.png.length,
      extension: 'png',
    });
    expect(await fs.readFile(path.join(root, saved.key))).toEqual(SAMPLE.png);
  });

  it.each(['../../../etc/cron.d/承诺书.pdf', '..\\..\\承诺书.pdf', '/tmp/承诺书.pdf'])(
    'refuses the path-like client name %s and stores nothing',
    async (name) => {
      const response = await upload(name, SAMPLE.pdf);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: FILE_NAME_INVALID });
      expect(await storedFiles()).toEqual([]);
    },
  );

  it('cuts off a file over the limit and removes what was written', async () => {
    const oversized = Buffer.concat([SAMPLE.png, Buffer.alloc(MAX_SIZE_KB * 1024)]);
    const response = await upload('营业执照.png', oversized);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: fileTooLarge(MAX_SIZE_KB) });
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['content that does not match the extension', '承诺书.pdf', SAMPLE.png, MSG.wrongFileFormat],
    ['a program renamed .png', '照片.png', SAMPLE.windowsExecutable, MSG.wrongFileFormat],
    ['an extension not allowed for this type', '照片.jpg', SAMPLE.jpg, MSG.wrongFileFormat],
    ['an empty file', '承诺书.pdf', Buffer.alloc(0), MSG.zeroByteFile],
  ])('refuses %s and stores nothing', async (_, fileName, content, message) => {
    const response = await upload(fileName, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedFiles()).toEqual([]);
  });
});
