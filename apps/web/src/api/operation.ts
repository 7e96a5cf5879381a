import type { Envelope } from '@credit/rules';
import type { paths } from './openapi.generated.ts';

/*
 * The server's operations as the web app calls them, every type derived from the description that
 * `npm run api:types` generates: a field renamed or retyped on the server fails `npm run typecheck`.
 */

export type ApiPath = keyof paths;
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The methods a path documents. */
export type MethodOf<P extends ApiPath> = {
  [M in Method]: paths[P][M] extends undefined ? never : M;
}[Method];

type Operation<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

/** A list screen's query: paging and filters as the URL keeps them (the server checks and converts them). */
type ScreenQuery = Record<string, string | number>;

/** A paged list also takes a list screen's query. */
type OrListQuery<T> = 'pageIndex' extends keyof T ? T | ScreenQuery : T;

type QueryOption<O> = O extends { parameters: { query: infer Q } }
  ? { query: OrListQuery<Q> }
  : O extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? { query?: never }
      : { query?: OrListQuery<NonNullable<Q>> }
    : { query?: never };

type PathOption<O extends { parameters: { path?: unknown } }> = undefined extends O['parameters']['path']
  ? { params?: never }
  : { params: O['parameters']['path'] };

/** A JSON body as documented; a multipart one is the FormData the screen builds. */
type BodyOption<O> = O extends { requestBody: { content: infer C } }
  ? { body: BodyOf<C> }
  : O extends { requestBody?: { content: infer C } }
    ? { body?: BodyOf<C> }
    : { body?: never };
type BodyOf<C> = C extends { 'application/json': infer B }
  ? OrListQuery<B>
  : C extends { 'multipart/form-data': unknown }
    ? FormData
    : never;

/** How the central error policy tells a failure, the time allowed, the revision acted on (see RequestOptions). */
export interface CallSettings {
  silent?: boolean;
  failureMessage?: string;
  timeoutMs?: number;
  revision?: number;
}

export type CallOptions<P extends ApiPath, M extends MethodOf<P>> = CallSettings &
  QueryOption<Operation<P, M>> &
  PathOption<Operation<P, M>> &
  BodyOption<Operation<P, M>>;

/** The query an operation takes. */
export type QueryOf<P extends ApiPath, M extends MethodOf<P> = 'get' & MethodOf<P>> = NonNullable<
  CallOptions<P, M>['query']
>;

/** The options argument, left out when the operation needs none. */
export type CallArguments<P extends ApiPath, M extends MethodOf<P>> =
  object extends CallOptions<P, M> ? [options?: CallOptions<P, M>] : [options: CallOptions<P, M>];

type Documented<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown;

/** The JSON body of a successful answer; one the description leaves open is still the platform's envelope. */
export type Reply<P extends ApiPath, M extends MethodOf<P> = MethodOf<P>> =
  unknown extends Documented<Operation<P, M>> ? Envelope<unknown> : Documented<Operation<P, M>>;

/** What a successful answer carries: the envelope's extraData, the legacy `Data`, or the body itself. */
export type Answer<P extends ApiPath, M extends MethodOf<P> = 'get' & MethodOf<P>> =
  Reply<P, M> extends { extraData: infer D } ? D : Reply<P, M> extends { Data: infer D } ? D : Reply<P, M>;

/** A row of a paged answer (`pageData`, or the legacy `PageData`). */
export type RowOf<P extends ApiPath, M extends MethodOf<P> = 'get' & MethodOf<P>> =
  Answer<P, M> extends { pageData: (infer R)[] } ? R : Answer<P, M> extends { PageData: (infer R)[] } ? R : never;

/**
 * The paths whose GET answers a page of rows of type R: the desks and lists of one kind of item,
 * where a screen picks one at run time.
 */
export type ListPath<R> = {
  [P in ApiPath]: 'get' extends MethodOf<P>
    ? [RowOf<P>] extends [never]
      ? never
      : [RowOf<P>] extends [R]
        ? P
        : never
    : never;
}[ApiPath];
