import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import {
  platformEnterpriseSchema,
  platformPersonSchema,
  SYNC_BAD_DATA,
  SYNC_TIMEOUT,
  SYNC_UNREACHABLE,
  type ComprehensivePlatform,
} from './platform-records.ts';

/**
 * The comprehensive service platform over HTTP (COMPREHENSIVE_PLATFORM_URL):
 * GET {url}/api/enterprises/{creditCode} and GET {url}/api/enterprises/{creditCode}/persons,
 * JSON, 404 for an unknown enterprise. A slow or unreachable platform is a clear refusal.
 */
export function httpPlatform(baseUrl: string, timeoutMs: number): ComprehensivePlatform {
  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T> | undefined> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError((error as Error).name === 'TimeoutError' ? SYNC_TIMEOUT : SYNC_UNREACHABLE, {
        statusCode: 502,
      });
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new AppError(SYNC_UNREACHABLE, { statusCode: 502 });
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new AppError((error as Error).name === 'TimeoutError' ? SYNC_TIMEOUT : SYNC_BAD_DATA, { statusCode: 502 });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError(SYNC_BAD_DATA, { statusCode: 502 });
    return parsed.data;
  }
  return {
    enterprise: (code) => get(`api/enterprises/${encodeURIComponent(code)}`, platformEnterpriseSchema),
    persons: (code) =>
      get(`api/enterprises/${encodeURIComponent(code)}/persons`, z.array(platformPersonSchema).max(5000)),
  };
}
