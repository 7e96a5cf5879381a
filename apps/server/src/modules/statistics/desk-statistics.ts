import { MSG, statTable, type StatTable } from '@credit/rules';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { holds } from '../../platform/access/access-policy.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { AppError } from '../../platform/errors.ts';
import { statisticsAnswerSchema } from '../../platform/statistics/statistics-route.ts';
import { AGE_BANDS, deskBacklog, DESK_NORM_WORKING_DAYS } from './desk-backlog.ts';
import { deskWork } from './desk-work.ts';
import { lastTwelveMonths, monthLabel, monthsOf } from './desk-months.ts';
import { deskKey, type DeskTerms } from './desk-terms.ts';

export const DESK_UNKNOWN = '请选择正确的审核岗位';

/** `GET /api/statistics/desk?desk=<flow>:<desk>`: one review desk. */
export const deskStatisticsQuerySchema = z.object({
  desk: z.string({ error: DESK_UNKNOWN }).trim().min(1, DESK_UNKNOWN).max(80, DESK_UNKNOWN),
});

const waitingItemSchema = z.object({
  id: z.number(),
  subject: z.string(),
  arrivedAt: z.string().nullable(),
  waitingDays: z.number().nullable(),
  overdue: z.boolean(),
});

export const deskStatisticsSchema = statisticsAnswerSchema.extend({
  desk: z.object({ key: z.string(), title: z.string(), route: z.string() }),
  /** How the desk's deadline is set, in words. */
  deadline: z.string(),
  waiting: z.number(),
  overdue: z.number(),
  oldest: z.array(waitingItemSchema),
});
export type DeskStatistics = z.infer<typeof deskStatisticsSchema>;

/** A desk's deadline in words (docs/statistics-desks.md). */
export const deadlineOf = (terms: DeskTerms) =>
  terms.source.dueOn
    ? '信用修复申请的办理期限（申请之日起20个工作日）'
    : `到达本岗位后${DESK_NORM_WORKING_DAYS}个工作日内办结`;

/** The desk of `key` that the caller works (holds its permission); 400 for no such desk, 403 for another's. */
export function deskFor(desks: readonly DeskTerms[], key: string, me: Principal): DeskTerms {
  const terms = desks.find((candidate) => deskKey(candidate.desk) === key);
  if (!terms) throw new AppError(DESK_UNKNOWN, { fieldErrors: { desk: DESK_UNKNOWN } });
  if (!holds(me, terms.desk.permission)) throw new AppError(MSG.forbidden, { statusCode: 403 });
  return terms;
}

/**
 * `<desk route>_emattersecharts` (docs/statistics-desks.md): the desk's work over the last twelve
 * months, its open items by age now and the ten that have waited longest.
 */
export async function deskStatistics(db: Database, terms: DeskTerms): Promise<DeskStatistics> {
  const range = lastTwelveMonths();
  const [work, backlog] = await Promise.all([deskWork(db, terms, range), deskBacklog(db, terms)]);
  const { desk } = terms;
  const months = monthsOf(range);
  const tables: StatTable[] = [
    statTable({
      key: 'flow',
      title: `${desk.title}近12个月收办情况`,
      category: '月份',
      series: [
        { key: 'received', title: '收件', unit: '件' },
        { key: 'decided', title: '办结', unit: '件' },
        { key: 'returned', title: '退回', unit: '件' },
      ],
      rows: months.map((month) => {
        const figures = work.months.get(month);
        return {
          key: month,
          label: monthLabel(month),
          values: [figures?.received ?? 0, figures?.decided ?? 0, figures?.returned ?? 0],
        };
      }),
    }),
    statTable({
      key: 'ages',
      title: `${desk.title}当前待办等待时长`,
      category: '已等待',
      series: [{ key: 'waiting', title: '待办', unit: '件' }],
      rows: AGE_BANDS.map((band, index) => ({ key: band.key, label: band.title, values: [backlog.ages[index] ?? 0] })),
    }),
    statTable({
      key: 'oldest',
      title: `${desk.title}等待最久的待办`,
      category: '事项',
      series: [{ key: 'waitingDays', title: '已等待', unit: '个工作日' }],
      rows: backlog.oldest.map((item) => ({
        key: String(item.id),
        label: item.subject,
        values: [item.waitingDays ?? 0],
        search: `view=${item.id}`,
      })),
      page: desk.route,
    }),
  ];
  return {
    tables,
    computedAt: new Date().toISOString(),
    desk: { key: deskKey(desk), title: desk.title, route: desk.route },
    deadline: deadlineOf(terms),
    waiting: backlog.waiting,
    overdue: backlog.overdue,
    oldest: backlog.oldest,
  };
}
