import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createFileStorage, LocalDiskStorage, S3FileStorage } from '../../src/platform/files/index.ts';

const bucket = { FILE_STORAGE: 's3', S3_BUCKET: 'credit-files' };

describe('FILE_STORAGE and the S3 settings', () => {
  it('keeps files on the disk under DATA_DIR/files by default', () => {
    const storage = createFileStorage(loadConfig({ DATA_DIR: '/srv/credit' }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).rootDir).toBe(path.resolve('/srv/credit/files'));
  });

  it('keeps them in the bucket with FILE_STORAGE=s3, AWS itself when no endpoint is named', () => {
    const config = loadConfig(bucket);
    expect(config.s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'credit-files',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(createFileStorage(config)).toBeInstanceOf(S3FileStorage);
  });

  it('reads the endpoint, region, path style and key pair', () => {
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:4568',
        S3_REGION: 'cn-south-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:4568',
      region: 'cn-south-1',
      bucket: 'credit-files',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  it.each([
    ['no bucket', { FILE_STORAGE: 's3' }, 'S3_BUCKET is required with FILE_STORAGE=s3'],
    ['an unknown storage', { FILE_STORAGE: 'ftp' }, 'FILE_STORAGE:'],
    ['a bucket name S3 refuses', { ...bucket, S3_BUCKET: 'Credit_Files' }, 'S3_BUCKET:'],
    ['an endpoint that is no URL', { ...bucket, S3_ENDPOINT: '127.0.0.1:4568' }, 'S3_ENDPOINT:'],
    ['a path style that is no boolean', { ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE:'],
    [
      'a key id without its secret',
      { ...bucket, S3_ACCESS_KEY_ID: 'S3RVER' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
  ])('refuses to start with %s', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n/);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
