import { read } from '@/api/call.ts';
import type { Answer } from '@/api/operation.ts';

export type CreditReportData = Answer<'/CreditReport/GetCreditReport'>;
export type CreditReport = CreditReportData['creditReport'];

export const creditReportKeys = {
  report: (recordId: number | null) => ['credit-report', recordId] as const,
};

/** GET /CreditReport/GetCreditReport answers in the legacy shape `{ success, message, Data }` (spec §7). */
export const fetchCreditReport = (id: number): Promise<CreditReportData> =>
  read('/CreditReport/GetCreditReport', 'get', { query: { Id: id } });
