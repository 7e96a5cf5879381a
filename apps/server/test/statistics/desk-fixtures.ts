import { DESKS, type Desk } from '@credit/rules';
import type { TestApp } from '../helpers/test-app.ts';

export type Reply<T> = { extraData: T };

export interface Table {
  key: string;
  series: { key: string }[];
  rows: { key: string; label: string; values: number[]; search?: string; page?: string }[];
  page?: string;
}

/** Every review desk, with its key (`creditRecord:firstReview`) and a role that works it. */
export const REVIEW_DESKS = DESKS.filter((desk) => desk.kind === 'review').map((desk) => ({
  desk,
  key: `${desk.flow}:${desk.key}`,
  role: desk.roles.find((role) => role !== 'superAdmin') ?? desk.roles[0] ?? 'superAdmin',
}));

/** The to-do list call of a desk whose list the tests read, by flow. */
export function toDoListUrl(desk: Desk): string | null {
  switch (desk.flow) {
    case 'creditRecord':
      return `/api/creditregister/desk/${desk.key}?done=0`;
    case 'creditAppeal':
      return `/api/creditappeal/desk/${desk.key}?done=0`;
    case 'creditRevocation':
      return `/api/creditrequest/revoke/desk/${desk.key}?done=0`;
    case 'creditRepair':
      return `/api/creditrequest/repair/desk/${desk.key}?done=0`;
    default:
      return null;
  }
}

/** A table's cell by row key and series key. */
export function cell(table: Table | undefined, row: string, series: string): number {
  const index = table?.series.findIndex((s) => s.key === series) ?? -1;
  const found = table?.rows.find((r) => r.key === row);
  if (!found || index < 0) throw new Error(`no cell ${row}/${series} in ${table?.key}`);
  return found.values[index] ?? 0;
}

export async function getJson<T>(t: TestApp, url: string, headers: Record<string, string>) {
  const reply = await t.app.inject({ method: 'GET', url, headers });
  return { status: reply.statusCode, body: reply.json<Reply<T> & { message?: string }>() };
}

/** The list's total count (pageIndex 1). */
export async function totalOf(t: TestApp, url: string, headers: Record<string, string>): Promise<number> {
  const separator = url.includes('?') ? '&' : '?';
  const { status, body } = await getJson<{ totalCount: number }>(
    t,
    `${url}${separator}pageIndex=1&pageSize=10`,
    headers,
  );
  if (status !== 200) throw new Error(`${url}: ${status}`);
  return body.extraData.totalCount;
}
