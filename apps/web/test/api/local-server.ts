import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The revision precondition sent, if any. */
  ifMatch: string | undefined;
  body: string;
}

export type Handler = (call: ReceivedCall, response: ServerResponse) => void;

export interface LocalServer {
  origin: string;
  /** Every call received, in order. */
  calls: ReceivedCall[];
  /** Answers `METHOD /path` with `handler` (replacing an earlier one). */
  on(method: string, path: string, handler: Handler): void;
  /** Forgets handlers and calls between tests. */
  reset(): void;
  close(): Promise<void>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A real HTTP server on a free port of 127.0.0.1; unknown calls get 404. */
export async function startLocalServer(): Promise<LocalServer> {
  const handlers = new Map<string, Handler>();
  const calls: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    // jsdom's XMLHttpRequest keeps the origin the page had at start, so uploads are cross-origin.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, If-Match');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const call: ReceivedCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        ifMatch: request.headers['if-match'],
        body,
      };
      calls.push(call);
      const handler = handlers.get(`${call.method} ${call.path}`);
      if (handler) handler(call, response);
      else sendJson(response, 404, { success: false, message: '', extraData: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Makes the page's own address the server's, so the app's relative URLs reach it. */
export function servePageFrom(origin: string): void {
  const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } };
  jsdom.reconfigure({ url: `${origin}/` });
}

/**
 * The file's local server at the page's own address: started before the file's tests, emptied of
 * handlers and calls before each (before the file's own beforeEach), closed after them.
 */
export function pageServerForFile(): LocalServer {
  let started: LocalServer | undefined;
  const current = () => {
    if (!started) throw new Error('the local server starts before the first test');
    return started;
  };
  beforeAll(async () => {
    started = await startLocalServer();
    servePageFrom(started.origin);
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  return {
    get origin() {
      return current().origin;
    },
    get calls() {
      return current().calls;
    },
    on: (method, path, handler) => current().on(method, path, handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
