import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { MSG } from '@credit/rules';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** "Nothing under this key" (GetObject's NoSuchKey, HeadObject's bare 404), not a missing bucket. */
const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';

/** Files in one bucket of an S3-compatible store (AWS, or any server speaking its REST API). */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor({ bucket, ...connection }: S3Settings) {
    this.bucket = bucket;
    this.client = new S3Client({
      ...connection,
      // Checksums only where an operation requires them: S3-compatible servers other than AWS
      // do not all read the trailing checksums the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Streams the content up in 5 MiB parts (a multipart upload, one plain PUT when it is smaller),
   * never holding the whole file; when the content fails the upload is aborted, so nothing is kept.
   */
  async put(key: string, content: Readable | Buffer): Promise<{ size: number }> {
    checkStorageKey(key);
    let size = 0;
    let contentError: unknown;
    async function* counted(source: AsyncIterable<Buffer>) {
      try {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      } catch (error) {
        contentError = error;
        throw error;
      }
    }
    const body = Buffer.isBuffer(content) ? content : Readable.from(counted(content));
    try {
      await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } }).done();
    } catch (error) {
      // The content's own failure (an upload cut off, a file over its limit) is the answer, even
      // when the store then also refused to abort the parts (a bucket's lifecycle rule clears those).
      throw contentError ?? error;
    }
    return { size: Buffer.isBuffer(content) ? content.length : size };
  }

  async get(key: string): Promise<Readable> {
    checkStorageKey(key);
    const { Body } = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch((error: unknown) => {
        throw isMissingKey(error) ? new AppError(MSG.notFound, { statusCode: 404 }) : error;
      });
    // In Node the SDK answers with the HTTP response itself: a Readable.
    if (!(Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
    return Body;
  }

  async remove(key: string): Promise<void> {
    checkStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    checkStorageKey(key);
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).then(
      () => true,
      (error: unknown) => {
        if (isMissingKey(error)) return false;
        throw error;
      },
    );
  }

  async *list(prefix = ''): AsyncIterable<StoredFile> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const { Key, Size } of page.Contents ?? []) if (Key !== undefined) yield { key: Key, size: Size ?? 0 };
    }
  }
}
