import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const ENTITY_TAG = /^(?:W\/)?"?(\d{1,10})"?$/;

/**
 * The revision an action on one item was sent with: its `If-Match` (the ETag its detail answer
 * carried: "3", W/"3" or 3), else the `revision` field of its body or form; undefined when the
 * client sent neither (or `*`), and the action then applies to the item as it is.
 */
export function sentRevision(request: FastifyRequest, field?: number): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return field;
  const match = ENTITY_TAG.exec(header.trim());
  const revision = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(revision) || revision < 1)
    throw new AppError('请求头 If-Match 须为该事项的修订号（ETag）', { fieldErrors: { 'If-Match': '格式不正确' } });
  return revision;
}

/** The `revision` field of a multipart form (a browser form that cannot set If-Match), if it sent one. */
export function formRevision(fields: Readonly<Record<string, unknown>>): number | undefined {
  const value = fields.revision;
  if (value === undefined || value === '') return undefined;
  const revision = Number(value);
  if (!Number.isSafeInteger(revision) || revision < 1)
    throw new AppError('修订号须为正整数', { fieldErrors: { revision: '修订号须为正整数' } });
  return revision;
}

/** The ETag of a detail answer: the item's revision, which an action sends back as If-Match. */
export function tagRevision(reply: FastifyReply, revision: number): void {
  void reply.header('ETag', `"${revision}"`);
}
