import type { Envelope, Page } from '@credit/rules';
import { z } from 'zod';

export function ok<T>(extraData: T, message = ''): Envelope<T> {
  return { success: true, message, extraData };
}

export function failure(message: string, errors?: Record<string, string>): Envelope<null> {
  return errors ? { success: false, message, extraData: null, errors } : { success: false, message, extraData: null };
}

/** Response schema of an enveloped call, for documentation and serialisation. */
export function envelopeSchema<T extends z.ZodType>(extraData: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    extraData,
    errors: z.record(z.string(), z.string()).optional(),
  });
}

export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    pageData: z.array(row),
    totalCount: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}

export function pageOf<T>(pageData: T[], totalCount: number, query: { pageIndex: number; pageSize: number }): Page<T> {
  return { pageData, totalCount, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/**
 * The legacy lookup shape the specification shows for some calls (`Data.PageData`, `Data.qualification`):
 * the envelope's success and message, the answer under `Data`.
 */
export function legacyOk<T>(Data: T, message = ''): { success: true; message: string; Data: T } {
  return { success: true, message, Data };
}

export function legacyEnvelopeSchema<T extends z.ZodType>(Data: T) {
  return z.object({ success: z.boolean(), message: z.string(), Data });
}
