import { requestJson, upload } from './http.ts';
import type { ApiPath, Answer, CallArguments, CallOptions, CallSettings, MethodOf, Reply } from './operation.ts';
import type { QueryParams } from './request-url.ts';

type Method = MethodOf<ApiPath>;

/** The description's method name of an HTTP method ('PUT' → 'put'). */
export const lowerCase = <M extends Uppercase<Method>>(method: M) => method.toLowerCase() as Lowercase<M>;

/** `/api/system/roles/{id}/menus` with `{ id: 3 }` → `/api/system/roles/3/menus`. */
function urlOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

// NoInfer: the path and method alone name the operation; inferring them from the options as well
// would make the compiler try every path.
/**
 * Calls one documented operation through the session (token renewal, central error policy) and
 * resolves with its JSON body: query, path parameters, body and answer are typed from the description.
 */
export function call<P extends ApiPath, M extends MethodOf<P>>(
  path: P,
  method: M,
  ...options: CallArguments<NoInfer<P>, NoInfer<M>>
): Promise<Reply<P, M>> {
  const [given = {}] = options as unknown[];
  const { query, params, body, ...settings } = given as CallSettings & {
    query?: QueryParams;
    params?: Record<string, string | number>;
    body?: unknown;
  };
  return requestJson<Reply<P, M>>({
    ...settings,
    url: urlOf(path, params),
    method: method.toUpperCase() as Uppercase<Method>,
    params: query,
    data: body,
  });
}

/** As `call`, resolving with what the answer carries (extraData, or the legacy Data). */
export async function read<P extends ApiPath, M extends MethodOf<P>>(
  path: P,
  method: M,
  ...options: CallArguments<NoInfer<P>, NoInfer<M>>
): Promise<Answer<P, M>> {
  const reply: unknown = await call(path, method, ...options);
  const carried = reply as { extraData?: unknown; Data?: unknown };
  return ('extraData' in carried ? carried.extraData : 'Data' in carried ? carried.Data : reply) as Answer<P, M>;
}

/** A multipart form sent through XMLHttpRequest, which reports the upload's progress. */
export function uploadTo<P extends ApiPath, M extends MethodOf<P> & ('post' | 'put')>(
  path: P,
  method: M,
  options: {
    /** Only where the operation takes a multipart form. */
    form: CallOptions<P, M> extends { body: FormData } ? FormData : never;
    params?: Record<string, string | number>;
    onProgress?: (percent: number) => void;
    timeoutMs?: number;
    revision?: number;
  },
): Promise<Reply<P, M>> {
  const { params, ...rest } = options;
  return upload<unknown>({ ...rest, url: urlOf(path, params), method: method === 'put' ? 'PUT' : 'POST' }) as Promise<
    Reply<P, M>
  >;
}
