import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { PERMISSIONS } from '../platform/auth/permissions.ts';
import type { LocalProvider } from './local-provider.ts';
import { PROVIDER_TITLE } from './local-provider.ts';
import { signInPage } from './sign-in-page.ts';

const WRONG_PASSWORD = '用户名或密码错误';
const MAX_FORM_BYTES = 4096;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) break;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, html: string, status = 200) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** The sign-in form of one interaction (GET shows it, POST checks the password and finishes the login). */
async function handleInteraction(local: LocalProvider, uid: string, req: IncomingMessage, res: ServerResponse) {
  const { provider, mountPath, kind } = local;
  const details = await provider.interactionDetails(req, res);
  const action = `${mountPath}/interaction/${uid}`;
  if (req.method !== 'POST') return sendHtml(res, signInPage({ title: PROVIDER_TITLE[kind], action }));
  const form = await readForm(req);
  const username = (form.get('username') ?? '').trim();
  const account = local.checkPassword(username, form.get('password') ?? '');
  if (!account)
    return sendHtml(res, signInPage({ title: PROVIDER_TITLE[kind], action, error: WRONG_PASSWORD, username }));
  const grant = new provider.Grant({ accountId: account.username, clientId: String(details.params.client_id) });
  grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.username }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * The local sign-in providers under /idp/<kind>: each request is handed to the provider as it came
 * (the body unread), except the sign-in form, which this module renders in Chinese.
 */
export const idpRoutes: FastifyPluginAsync<{ providers: LocalProvider[] }> = async (app, { providers }) => {
  // Leaves every body to the provider, which reads it itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  for (const local of providers) {
    const callback = local.provider.callback();
    const interaction = new RegExp(`^${local.mountPath}/interaction/([\\w-]+)$`);
    app.route({
      method: ['GET', 'POST'],
      url: `${local.mountPath}/*`,
      config: { permission: PERMISSIONS.public, rateLimit: false },
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.hijack();
        const req = request.raw;
        const res = reply.raw;
        const path = (req.url ?? '').split('?')[0] ?? '';
        const uid = interaction.exec(path)?.[1];
        try {
          if (uid) return await handleInteraction(local, uid, req, res);
          Object.assign(req, { originalUrl: req.url });
          req.url = (req.url ?? '').slice(local.mountPath.length) || '/';
          await callback(req, res);
        } catch (error) {
          request.log.warn({ err: error }, 'local sign-in provider request failed');
          if (!res.headersSent)
            sendHtml(res, '<!doctype html><meta charset="utf-8"><p>登录会话已失效，请返回平台重新登录。</p>', 400);
        }
      },
    });
  }
};
