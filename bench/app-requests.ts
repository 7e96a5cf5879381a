import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { AppServer } from './start-servers.ts';

/** A JSON POST as the web app sends it, signed in as the bench user. */
export async function postJson(app: AppServer, urlPath: string, body: object): Promise<Response> {
  const response = await fetch(`${app.origin}${urlPath}`, {
    method: 'POST',
    headers: { authorization: app.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${urlPath} answered HTTP ${response.status}`);
  return response;
}

/** Posts a workbook as multipart field `File`, as the import dialog does; the server's message. */
export async function postWorkbook(
  app: Pick<AppServer, 'origin' | 'authorization'>,
  urlPath: string,
  file: string,
): Promise<string> {
  const form = new FormData();
  form.append('File', await openAsBlob(file), path.basename(file));
  const response = await fetch(`${app.origin}${urlPath}`, {
    method: 'POST',
    headers: { authorization: app.authorization },
    body: form,
  });
  const body = (await response.json()) as { success?: boolean; message?: string };
  if (!response.ok || !body.success) throw new Error(`${urlPath} answered HTTP ${response.status}: ${body.message}`);
  return body.message ?? '';
}
