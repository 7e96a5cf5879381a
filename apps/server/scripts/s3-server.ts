import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The bucket the platform keeps its files in when it runs against this server. */
export const LOCAL_BUCKET = 'credit-files';
/** The only key pair s3rver knows (it refuses other key ids; it does not recompute SigV4 signatures). */
export const LOCAL_ACCESS_KEY = 'S3RVER';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverServer {
  /** Koa's middleware list, run in order. */
  middleware: Middleware[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no type declarations: the part used here, typed.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

const decodedPath = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * AbortMultipartUpload (`DELETE /<bucket>/<key>?uploadId=…`), which s3rver 3 lacks: drops the
 * upload's stored parts, as S3 does, so an upload that fails part-way leaves nothing here either.
 */
function abortMultipartUpload(directory: string): Middleware {
  return async (ctx, next) => {
    const { uploadId } = ctx.query;
    const target = /^\/([a-z0-9.-]+)\/(.+)$/.exec(ctx.path);
    if (ctx.method !== 'DELETE' || uploadId === undefined || !target) return next();
    const folder = path.join(directory, target[1]!, '._S3rver_uploads', String(uploadId));
    const key = /^[0-9a-f]{32}$/.test(String(uploadId))
      ? await fs.readFile(path.join(folder, 'key'), 'utf8').catch(() => undefined)
      : undefined;
    if (key === undefined || key !== decodedPath(target[2]!)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code></Error>';
      return;
    }
    await fs.rm(folder, { recursive: true, force: true });
    ctx.status = 204;
  };
}

export interface LocalS3Server {
  endpoint: string;
  /** The environment an instance takes to keep its files here (FILE_STORAGE=s3 and the S3_* settings). */
  settings: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * An S3 API server on this machine (s3rver: the S3 REST API incl. multipart uploads and ranges,
 * objects kept as files under `directory`) with the platform's bucket created. Port 0 picks a free one.
 */
export async function startS3Server({
  directory,
  port = 0,
  address = '127.0.0.1',
}: {
  directory: string;
  port?: number;
  address?: string;
}): Promise<LocalS3Server> {
  await fs.mkdir(directory, { recursive: true });
  const server = new S3rver({
    address,
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: LOCAL_BUCKET, configs: [] }],
  });
  server.middleware.unshift(abortMultipartUpload(directory));
  const listening = await server.run();
  const endpoint = `http://${address}:${listening.port}`;
  return {
    endpoint,
    settings: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: LOCAL_BUCKET,
      S3_ACCESS_KEY_ID: LOCAL_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}

/** `npm run s3:local [-- --port 4568 --dir ./data/s3]` (or PORT and S3_LOCAL_DIR): runs until stopped. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } });
  const portText = values.port ?? process.env.PORT ?? '4568';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) throw new Error(`Invalid port: ${portText}`);
  const directory = path.resolve(values.dir ?? process.env.S3_LOCAL_DIR ?? './data/s3');
  const server = await startS3Server({ directory, port });
  console.log(`S3 server on ${server.endpoint}, objects in ${directory}; the platform's settings:`);
  for (const [name, value] of Object.entries(server.settings)) console.log(`${name}=${value}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
