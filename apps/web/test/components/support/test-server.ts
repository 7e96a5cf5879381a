import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  /** Every request except CORS preflights, in arrival order. */
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

/** A real HTTP server on a free port that lets the jsdom page (another origin) call it. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', '*');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A test that failed midway may leave an answer unsent.
        server.closeAllConnections();
      }),
  };
}

export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
