import type { deleteImportRows, fetchExamDetails } from '@/features/assessment/assessment-api.ts';
import type { fetchDrafts, ReviewDecision } from '@/features/assessment/release-api.ts';
import type { enterpriseNameTaken, fetchHistory, useEnterprise } from '@/features/enterprise/enterprise-api.ts';
import type { paths } from './openapi.generated.ts';

/*
 * The web app's own enterprise and assessment calls, checked against the types openapi-typescript
 * generates from the server's description (`npm run api:types`; a server test fails when the
 * generated file is stale). `npm run typecheck` compiles this file, so a field renamed or retyped
 * on either side fails the build: what the app sends must be exactly what the operation accepts,
 * and what the operation documents must fill every field the app reads.
 */

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type QueryOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type ExtraDataOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { extraData: infer D } } } } }
    ? D
    : never;

/** What the server answers fills what the app reads (never and unknown answers do not pass). */
type Reads<Server, App> = [Server] extends [never]
  ? false
  : unknown extends Server
    ? false
    : [Server] extends [App]
      ? true
      : false;
/** What the app sends is accepted, and names no field the operation does not know. */
type Sends<App, Server> = [Server] extends [never]
  ? false
  : [App] extends [Server]
    ? [Exclude<keyof App, keyof Server>] extends [never]
      ? true
      : false
    : false;
type Holds<T extends true[]> = T;

export type EnterpriseCallsMatchTheApi = Holds<
  [
    Sends<{ id?: Parameters<typeof useEnterprise>[0] }, QueryOf<'/api/enterprise/single', 'get'>>,
    Sends<
      { enterpriseName: Parameters<typeof enterpriseNameTaken>[0]; id?: Parameters<typeof enterpriseNameTaken>[1] },
      QueryOf<'/api/enterprise/verify', 'get'>
    >,
    Reads<ExtraDataOf<'/api/enterprise/verify', 'get'>, Awaited<ReturnType<typeof enterpriseNameTaken>>>,
    Sends<Parameters<typeof fetchHistory>[0], QueryOf<'/api/enterprise/history', 'get'>>,
    Reads<ExtraDataOf<'/api/enterprise/history', 'get'>, Awaited<ReturnType<typeof fetchHistory>>>,
  ]
>;

export type AssessmentCallsMatchTheApi = Holds<
  [
    Sends<
      {
        id: Parameters<typeof fetchExamDetails>[0];
        pageIndex: Parameters<typeof fetchExamDetails>[1];
        pageSize: Parameters<typeof fetchExamDetails>[2];
      },
      QueryOf<'/api/practiceability/detailpage', 'get'>
    >,
    Reads<ExtraDataOf<'/api/practiceability/detailpage', 'get'>, Awaited<ReturnType<typeof fetchExamDetails>>>,
    Sends<Parameters<typeof deleteImportRows>[1], BodyOf<'/api/practiceability/delete', 'delete'>>,
    Sends<Parameters<typeof deleteImportRows>[1], BodyOf<'/api/recordpassrate/delete', 'delete'>>,
    Sends<
      { pageIndex: Parameters<typeof fetchDrafts>[1]; pageSize: Parameters<typeof fetchDrafts>[2] },
      QueryOf<'/api/practiceabilityrelease/drafts', 'get'>
    >,
    Sends<{ id: number } & ReviewDecision, BodyOf<'/api/practiceabilityrelease/review', 'put'>>,
    Sends<{ id: number } & ReviewDecision, BodyOf<'/api/recordpassraterelease/review', 'put'>>,
    Sends<{ id: number }, BodyOf<'/api/practiceabilityrelease/submit', 'put'>>,
  ]
>;
