import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage, newStorageKey, sendStoredFile } from '../../src/platform/files/index.ts';
import { appWithRefusals, SAMPLE } from './files-fixtures.ts';

describe('sendStoredFile', () => {
  let root: string;
  let app: FastifyInstance;
  const keys = { png: newStorageKey('png'), docx: newStorageKey('docx'), pdf: newStorageKey('pdf') };

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-download-'));
    const storage = new LocalDiskStorage(root);
    await storage.put(keys.png, SAMPLE.png);
    await storage.put(keys.docx, SAMPLE.xlsx);
    await storage.put(keys.pdf, SAMPLE.pdf);
    app = appWithRefusals();
    app.get<{ Querystring: { key: string; name: string; inline?: string } }>(
      '/api/annex/download',
      async (request, reply) =>
        sendStoredFile(reply, {
          storage,
          key: request.query.key,
          fileName: request.query.name,
          inline: request.query.inline === '1',
        }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const download = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/api/annex/download', query });

  it('shows an image inline, sandboxed, typed by its stored extension', async () => {
    const response = await download({ key: keys.png, name: '营业执照 (副本).png', inline: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(SAMPLE.png);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="____ (__).png"; filename*=UTF-8''${encodeURIComponent('营业执照')}%20%28${encodeURIComponent('副本')}%29.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('shows a pdf inline', async () => {
    const response = await download({ key: keys.pdf, name: '承诺书.pdf', inline: '1' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^inline; /);
  });

  it('sends other types as a download even when asked to show them', async () => {
    const response = await download({ key: keys.docx, name: '说明.docx', inline: '1' });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('takes the type from the stored key, not from the display name', async () => {
    const response = await download({ key: keys.png, name: '页面.html' });
    expect(response.headers['content-type']).toBe('image/png');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
  });

  it('answers a missing file with not found, and a key that leaves the root as bad input', async () => {
    const missing = await download({ key: newStorageKey('pdf'), name: '承诺书.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.notFound });
    const escaping = await download({ key: '../../etc/passwd', name: 'passwd' });
    expect(escaping.statusCode).toBe(400);
  });
});
