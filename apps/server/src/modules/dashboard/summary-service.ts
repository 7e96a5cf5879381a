import { CREDIT_LEVEL } from '@credit/rules';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { keptFor } from '../../platform/kept-for.ts';
import { DICTIONARY, dictionaryLabels } from '../general/dictionary-queries.ts';
import { divisionName } from '../general/division-tree.ts';
import { enterprisesWithin } from './own-scope.ts';
import {
  enterprisesByLevel,
  enterprisesByType,
  inForceByCounty,
  openWork,
  publishedByMonth,
  warningsWithin,
} from './summary-queries.ts';

const figure = z.object({ key: z.string(), label: z.string(), count: z.number() });

/** GET /api/dashboard/summary's extraData (docs/dashboard.md says what each figure counts). */
export const dashboardSummarySchema = z.object({
  /** Enterprises per enterprise type that has any. */
  enterpriseTypes: z.array(figure),
  goodInForce: z.number(),
  badInForce: z.number(),
  /** Credit records waiting at a review desk. */
  recordsWaiting: z.number(),
  openAppeals: z.number(),
  openRepairs: z.number(),
  /** Warnings of the latest staffing evaluation, and its month (YYYY-MM, '' before the first). */
  warnings: z.number(),
  warningMonth: z.string(),
  /** Enterprises per credit level, AAA to C, then any other level a standard names. */
  levels: z.array(figure),
  /** The last twelve months, oldest first. */
  months: z.array(z.object({ month: z.string(), good: z.number(), bad: z.number() })),
  /** The ten counties with the most records in force. */
  counties: z.array(z.object({ code: z.string(), name: z.string(), good: z.number(), bad: z.number() })),
  /** When the sums over enterprises and records were computed (they are kept up to 30 s). */
  computedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

const TOP_COUNTIES = 10;
const LEVEL_ORDER = [...CREDIT_LEVEL.keys()] as string[];

/** The sums over the enterprises of a scope and their records: the costly part, kept a short while. */
async function aggregates(db: Database, scope: 'park' | 'province') {
  const within = enterprisesWithin(scope);
  const [types, typeLabels, levels, counties, months] = await Promise.all([
    enterprisesByType(db, within),
    dictionaryLabels(db, DICTIONARY.enterpriseType),
    enterprisesByLevel(db, within),
    inForceByCounty(db, within),
    publishedByMonth(db, within),
  ]);
  const typeOrder = [...typeLabels.keys()];
  const sum = (pick: (county: (typeof counties)[number]) => number) =>
    counties.reduce((total, county) => total + pick(county), 0);
  return {
    enterpriseTypes: types
      .toSorted((a, b) => typeOrder.indexOf(a.code) - typeOrder.indexOf(b.code))
      .map((type) => ({ key: type.code, label: typeLabels.get(type.code) ?? type.code, count: type.count })),
    goodInForce: sum((county) => county.good),
    badInForce: sum((county) => county.bad),
    levels: [...LEVEL_ORDER, ...levels.map((row) => row.level).filter((level) => !LEVEL_ORDER.includes(level))].map(
      (level) => ({ key: level, label: level, count: levels.find((row) => row.level === level)?.count ?? 0 }),
    ),
    months,
    counties: counties
      .filter((county) => county.good + county.bad > 0)
      .toSorted((a, b) => b.good + b.bad - (a.good + a.bad) || a.county.localeCompare(b.county))
      .slice(0, TOP_COUNTIES)
      .map((county) => ({
        code: county.county,
        name: divisionName(county.county) || county.county,
        good: county.good,
        bad: county.bad,
      })),
    computedAt: new Date().toISOString(),
  };
}

/**
 * Sums kept per database and scope, recounted ahead of their readers once 30 seconds old (one
 * computation shared by the requests meanwhile): at a province's size they read every enterprise
 * and a year of published records (about a second), which a dashboard opened by many need not repeat.
 */
export const scopeAggregates = keptFor(30_000, aggregates);

/**
 * What waits at the desks and the warnings: small ranges of the desks' indexes, yet tens of
 * thousands of open items at a province's size, counted on every request by every reader of a busy
 * dashboard. Kept the same way, recounted once 10 seconds old (docs/dashboard.md says how stale).
 */
export const OPEN_WORK_FRESH_MS = 10_000;
const keptOpenWork = keptFor(OPEN_WORK_FRESH_MS, async (db: Database) => {
  const [work, warnings] = await Promise.all([openWork(db), warningsWithin(db)]);
  return {
    recordsWaiting: work.records,
    openAppeals: work.appeals,
    openRepairs: work.repairs,
    ...warnings,
    computedAt: new Date().toISOString(),
  };
});

/** dataBoard: the figures and the charts' series in one answer; `computedAt` the older of the two counts. */
export async function dashboardSummary(db: Database): Promise<DashboardSummary> {
  const [sums, work] = await Promise.all([scopeAggregates(db, 'province'), keptOpenWork(db, 'province')]);
  return { ...sums, ...work, computedAt: sums.computedAt < work.computedAt ? sums.computedAt : work.computedAt };
}
