import { EXACT_COUNT_CAP } from '@credit/rules';
import { appMeasurement, twinMeasurement, type ListCase, type Measurement } from './cases.ts';

/** What a page answers, for comparing two servers: its total and its rows' ids, in order. */
interface PageSummary {
  totalCount: number;
  /** As text: `pg` reads bigserial ids as text, the app answers numbers. */
  ids: string[];
}

async function pageSummary(
  origin: string,
  request: Measurement,
  headers: Record<string, string>,
): Promise<PageSummary> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const body = (await response.json()) as {
    extraData?: { totalCount?: number; pageData?: { id?: unknown; Id?: unknown; enterpriseId?: unknown }[] };
  };
  const page = body.extraData;
  if (!response.ok || page?.totalCount === undefined || !page.pageData) {
    throw new Error(`${request.name}: ${request.path} answered HTTP ${response.status} without a page`);
  }
  // Rows name their id `id`, `Id` where the specification spells it so (the ranking), or
  // `enterpriseId` where the row is an enterprise's public card.
  return {
    totalCount: page.totalCount,
    ids: page.pageData.map((row) => String(row.id ?? row.Id ?? row.enterpriseId)),
  };
}

/**
 * Above the cap the app's total is the planner's estimate, shown as approximate (docs/lists.md):
 * any total above the cap agrees, and how far it is from the count is said.
 */
function totalsAgree(name: string, app: number, plain: number): boolean {
  if (app === plain) return true;
  if (plain <= EXACT_COUNT_CAP || app <= EXACT_COUNT_CAP) return false;
  const off = ((app - plain) / plain) * 100;
  if (Math.abs(off) > 1) console.log(`  ${name}: estimated total ${app}, counted ${plain} (${off.toFixed(0)} %)`);
  return true;
}

/**
 * Asks the app and the list's plain-SQL twin for the measured page once: a ratio between them
 * means something only when both answer the same rows. Returns how they differ, if they do.
 */
export async function differenceFromTwin(
  listCase: ListCase,
  origins: { app: string; baseline: string },
  authorization: string,
): Promise<string | undefined> {
  const [app, twin] = await Promise.all([
    pageSummary(origins.app, appMeasurement(listCase), { authorization }),
    pageSummary(origins.baseline, twinMeasurement(listCase), {}),
  ]);
  if (app.ids.length === 0) return 'the page is empty';
  if (!totalsAgree(listCase.name, app.totalCount, twin.totalCount))
    return `total ${app.totalCount}, plain SQL ${twin.totalCount}`;
  if (app.ids.join(',') !== twin.ids.join(',')) {
    return `rows ${app.ids.join(',')}, plain SQL ${twin.ids.join(',')}`;
  }
  return undefined;
}
