import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { holds } from '../../platform/access/access-policy.ts';
import { AppError } from '../../platform/errors.ts';
import { keptFor } from '../../platform/kept-for.ts';
import { deskWorker } from '../statistics/desk-items-from.ts';
import type { Principal } from '../auth/principal.ts';
import { enterpriseStanding } from '../publicity/enterprise-standing.ts';
import { mattersOf, type MatterDesk } from '../todo/matters.ts';
import { deadlines, keptStanding, openRequests } from './own-enterprise.ts';
import { enterprisesWithin, ownScopeOf } from './own-scope.ts';
import { dashboardSummarySchema, OPEN_WORK_FRESH_MS, scopeAggregates } from './summary-service.ts';
import { warningsWithin } from './summary-queries.ts';

/** The viewer's open work at each desk it works, as 待办事项 counts it. */
const deskWork = z.object({ key: z.string(), title: z.string(), route: z.string(), count: z.number() });

/** 我的看板 of a management desk: 数据看板's figures over its scope, and its own desks' work in place of every desk's. */
const scopeSummarySchema = dashboardSummarySchema
  .omit({ recordsWaiting: true, openAppeals: true, openRepairs: true })
  .extend({ scope: z.enum(['park', 'province']), desks: z.array(deskWork) });

/** 我的看板 of an enterprise user: its standing, records in force, open requests, warning and deadlines. */
const enterpriseSummarySchema = z.object({
  scope: z.literal('enterprise'),
  enterpriseName: z.string(),
  /** Score, level and place in the cost score ranking (null before the enterprise is first scored). */
  standing: z.object({ score: z.number(), level: z.string(), rank: z.number(), computedOn: z.string() }).nullable(),
  goodInForce: z.number(),
  badInForce: z.number(),
  requests: z.array(
    z.object({
      flow: z.string(),
      id: z.number(),
      kind: z.string(),
      subject: z.string(),
      state: z.number(),
      stateLabel: z.string(),
      createdOn: z.string(),
    }),
  ),
  /** Short of cost engineers in the latest staffing evaluation. */
  warning: z
    .object({ month: z.string(), actualCount: z.number(), requiredCount: z.number(), shortMonths: z.number() })
    .nullable(),
  deadlines: z.array(
    z.object({
      kind: z.enum(['appealWindow', 'repairDue']),
      flow: z.string(),
      id: z.number(),
      subject: z.string(),
      due: z.string(),
    }),
  ),
  /** Items returned to the enterprise for correction, per desk. */
  desks: z.array(deskWork),
  computedAt: z.string(),
});

/** GET /api/dashboard/own's extraData: one of the two shapes, by the viewer's scope (docs/dashboard.md). */
export const ownDashboardSchema = z.discriminatedUnion('scope', [scopeSummarySchema, enterpriseSummarySchema]);
export type OwnDashboard = z.infer<typeof ownDashboardSchema>;

const workOf = async (db: Database, me: Principal, desks: readonly MatterDesk[]) =>
  (await mattersOf(db, me, desks)).map(({ key, title, route, count }) => ({ key, title, route, count }));

/** The standing of one enterprise, as its own user sees it. */
async function enterpriseSummary(db: Database, me: Principal, enterpriseId: number, desks: readonly MatterDesk[]) {
  const [standing, kept, requests, due, work] = await Promise.all([
    enterpriseStanding(db, enterpriseId).catch((error: unknown) => {
      // Not scored yet (a new enterprise until the next score): no standing to show.
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }),
    keptStanding(db, enterpriseId),
    openRequests(db, enterpriseId),
    deadlines(db, enterpriseId),
    workOf(db, me, desks),
  ]);
  return {
    scope: 'enterprise' as const,
    standing: standing && {
      score: standing.CreditScore,
      level: standing.CreditLevel,
      rank: standing.Rank,
      computedOn: standing.computedOn,
    },
    ...kept,
    requests,
    deadlines: due,
    desks: work,
    computedAt: new Date().toISOString(),
  };
}

/**
 * dataBoard1: the viewer's own scope's figures in one answer. A management desk's work and warnings
 * are the same for everyone of its scope working the same desks (deskWorker), so they are kept per
 * scope and desks held, recounted ahead of their readers as 数据看板's open work is.
 */
export function ownDashboardOf(desks: readonly MatterDesk[]) {
  const deskPermissions = [...new Set(desks.map(({ desk }) => desk.permission))].toSorted();
  const keptScopeWork = keptFor(OPEN_WORK_FRESH_MS, async (db: Database, key: string) => {
    const { scope, permissions } = JSON.parse(key) as { scope: 'park' | 'province'; permissions: string[] };
    const [warnings, work] = await Promise.all([
      warningsWithin(db, enterprisesWithin(scope)),
      workOf(db, deskWorker(permissions), desks),
    ]);
    return { ...warnings, desks: work, computedAt: new Date().toISOString() };
  });
  return async (db: Database, me: Principal): Promise<OwnDashboard> => {
    const scope = ownScopeOf(me);
    if (scope.kind === 'enterprise') return enterpriseSummary(db, me, scope.enterpriseId, desks);
    const permissions = deskPermissions.filter((permission) => holds(me, permission));
    const [sums, work] = await Promise.all([
      scopeAggregates(db, scope.kind),
      keptScopeWork(db, JSON.stringify({ scope: scope.kind, permissions })),
    ]);
    const computedAt = sums.computedAt < work.computedAt ? sums.computedAt : work.computedAt;
    return { ...sums, ...work, computedAt, scope: scope.kind };
  };
}
