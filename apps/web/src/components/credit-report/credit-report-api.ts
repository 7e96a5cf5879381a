import { requestJson } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';

type LegacyOk<T> = T extends { responses: { 200: { content: { 'application/json': { Data: infer D } } } } } ? D : never;

export type CreditReportData = LegacyOk<NonNullable<paths['/CreditReport/GetCreditReport']['get']>>;
export type CreditReport = CreditReportData['creditReport'];

/** GET /CreditReport/GetCreditReport answers in the legacy shape `{ success, message, Data }` (spec §7). */
export const fetchCreditReport = async (id: number): Promise<CreditReportData> =>
  (await requestJson<{ Data: CreditReportData }>({ url: '/CreditReport/GetCreditReport', params: { Id: id } })).Data;
