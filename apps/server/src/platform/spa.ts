import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@credit/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageUrl } from './canonical-host.ts';
import { failure } from './envelope.ts';

/** Paths that belong to the API: an unknown one answers a JSON 404, never the page. */
const API_PREFIXES = [
  '/api/',
  '/account/',
  '/oauth/',
  '/idp/',
  '/docs',
  '/healthz',
  '/Qualification/',
  '/Behavior/',
  '/CreditReport/',
  '/Charts/',
  '/PrintCreditReport/',
];

const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * Serves the built web app: files that exist are sent as they are (the build's .br or .gz twin when
 * the browser takes it), every other page path gets index.html so a deep link refreshed in the
 * browser opens the same screen (history fallback). A page asked for at another host than
 * PUBLIC_URL's is redirected there first.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, publicUrl: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  const canonicalUrl = canonicalPageUrl(publicUrl);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url) || !hasBuild) {
      return reply.status(404).send(failure(MSG.notFound));
    }
    const elsewhere = canonicalUrl(request);
    if (elsewhere) return reply.redirect(elsewhere, 302);
    const file = fileInside(distDir, url);
    if (file) {
      const immutable = url.startsWith('/assets/');
      return reply.sendFile(path.relative(distDir, file), { maxAge: immutable ? '365d' : 0, immutable });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}

function fileInside(root: string, url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return undefined;
  }
  const candidate = path.resolve(root, `.${decoded}`);
  if (!candidate.startsWith(root + path.sep)) return undefined;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}
