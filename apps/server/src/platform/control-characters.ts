import { controlCharacterMessage, hasControlCharacter } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Refuses `value` (HTTP 400, the field named in the message and in `errors`) if it holds a control character. */
export function refuseControlCharacters(value: string, field: string, { multiLine }: { multiLine: boolean }): void {
  if (hasControlCharacter(value, { multiLine })) throw controlCharacterError(field);
}

function controlCharacterError(field: string): AppError {
  const message = controlCharacterMessage(field);
  return new AppError(message, { fieldErrors: { [field]: message } });
}

/** The first string under `value` (keys and values, at any depth) holding a control character, with its path. */
function firstControlCharacter(value: unknown, path: string, multiLine: boolean): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value, { multiLine }) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (hasControlCharacter(key, { multiLine: false })) return itemPath;
    const found = firstControlCharacter(item, itemPath, multiLine);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One check for every route, before its schema runs: query values and path parameters are
 * single-line; parsed bodies (JSON and form) may hold tab, CR and LF. Multipart parts are read by
 * the handler and checked as they stream in (see readMultipartForm and the file-name check).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources: [unknown, boolean][] = [
      [request.params, false],
      [request.query, false],
      [request.body, true],
    ];
    for (const [source, multiLine] of sources) {
      const field = firstControlCharacter(source, '', multiLine);
      if (field !== undefined) throw controlCharacterError(field);
    }
  });
}
