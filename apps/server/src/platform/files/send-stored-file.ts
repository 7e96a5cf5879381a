import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';
import type { FileStorage } from './file-storage.ts';
import { extensionOf, FILE_TYPES } from './file-types.ts';

/**
 * Sends a stored file with headers that stop a browser from treating it as anything but its
 * declared type: the type comes from the server-made key, never from the client, and only
 * images and pdf may open inline, sandboxed.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  { storage, key, fileName, inline = false }: { storage: FileStorage; key: string; fileName: string; inline?: boolean },
): Promise<FastifyReply> {
  const type = FILE_TYPES[extensionOf(key)];
  const content = await storage.get(key);
  const showInline = inline && type?.viewable === true;
  reply
    .header('Content-Type', type?.contentType ?? 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(showInline ? 'inline' : 'attachment', fileName))
    .header('X-Content-Type-Options', 'nosniff');
  if (showInline) reply.header('Content-Security-Policy', 'sandbox');
  return reply.send(content);
}
