import { periodFields, statTable, withOrderedPeriod, type StatTable } from '@credit/rules';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { statisticsAnswerSchema } from '../../platform/statistics/statistics-route.ts';
import { deskOpenCounts } from './desk-open-counts.ts';
import { deskWork, type DeskWork } from './desk-work.ts';
import type { DayRange } from './desk-flow.ts';
import { longerThanYears, monthLabel, monthsOf, periodOf } from './desk-months.ts';
import { deskKey, type DeskTerms } from './desk-terms.ts';

/** The longest period the page draws month by month. */
const MAX_YEARS = 3;

/** `GET /api/statistics/performance`: the period (open ends: 1 January of the end's year, today), at most three years. */
/** The figures of a desk's work, its working days to a decision, and what waits at it now. */
const COUNT_SERIES = [
  { key: 'received', title: '收件', unit: '件' },
  { key: 'decided', title: '办结', unit: '件' },
  { key: 'returned', title: '退回', unit: '件' },
];
const DAYS_SERIES = [
  { key: 'averageDays', title: '平均用时', unit: '个工作日' },
  { key: 'p90Days', title: '90%办结用时', unit: '个工作日' },
];
const BACKLOG_SERIES = [
  { key: 'waiting', title: '当前待办', unit: '件' },
  { key: 'overdue', title: '已超期', unit: '件' },
];

export const performanceQuerySchema = withOrderedPeriod(
  z.object({ periodStart: periodFields.periodStart, periodEnd: periodFields.periodEnd }),
).refine((query) => !longerThanYears(periodOf(query), MAX_YEARS), {
  message: `统计期间不能超过${MAX_YEARS}年`,
  path: ['periodEnd'],
});
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;

export const performanceSchema = statisticsAnswerSchema;
export type Performance = z.infer<typeof performanceSchema>;

interface DeskFigures {
  terms: DeskTerms;
  work: { months: Map<string, DeskWork>; period: DeskWork };
  backlog: { waiting: number; overdue: number };
}

/** A desk's row: its title, opening its to-do list (the desk's screen). */
const deskRow = ({ terms }: DeskFigures, values: number[]) => ({
  key: deskKey(terms.desk),
  label: terms.desk.title,
  values,
  page: terms.desk.route,
});

const days = (value: number | null) => value ?? 0;

function performanceTables(figures: readonly DeskFigures[], months: readonly string[]): StatTable[] {
  return [
    statTable({
      key: 'decisions',
      title: '各岗位每月办结量',
      category: '月份',
      series: figures.map(({ terms }) => ({ key: deskKey(terms.desk), title: terms.desk.title, unit: '件' })),
      rows: months.map((month) => ({
        key: month,
        label: monthLabel(month),
        values: figures.map(({ work }) => work.months.get(month)?.decided ?? 0),
      })),
    }),
    statTable({
      key: 'days',
      title: '各岗位办理用时',
      category: '岗位',
      series: DAYS_SERIES,
      rows: figures.map((desk) => deskRow(desk, [days(desk.work.period.averageDays), days(desk.work.period.p90Days)])),
    }),
    statTable({
      key: 'overdue',
      title: '各岗位当前待办与超期',
      category: '岗位',
      series: [
        { key: 'waiting', title: '待办', unit: '件' },
        { key: 'overdue', title: '已超期', unit: '件' },
      ],
      rows: figures.map((desk) => deskRow(desk, [desk.backlog.waiting, desk.backlog.overdue])),
    }),
    statTable({
      key: 'desks',
      title: '各岗位办理情况',
      category: '岗位',
      series: [...COUNT_SERIES, ...DAYS_SERIES, ...BACKLOG_SERIES],
      rows: figures.map((desk) => {
        const { period } = desk.work;
        return deskRow(desk, [
          period.received,
          period.decided,
          period.returned,
          days(period.averageDays),
          days(period.p90Days),
          desk.backlog.waiting,
          desk.backlog.overdue,
        ]);
      }),
    }),
    statTable({
      key: 'months',
      title: '各岗位月度明细',
      category: '岗位与月份',
      series: [...COUNT_SERIES, ...DAYS_SERIES],
      rows: figures.flatMap((desk) =>
        months.map((month) => {
          const work = desk.work.months.get(month);
          return {
            ...deskRow(desk, [
              work?.received ?? 0,
              work?.decided ?? 0,
              work?.returned ?? 0,
              days(work?.averageDays ?? null),
              days(work?.p90Days ?? null),
            ]),
            key: `${deskKey(desk.terms.desk)}:${month}`,
            label: `${desk.terms.desk.title} ${monthLabel(month)}`,
          };
        }),
      ),
    }),
  ];
}

/**
 * dataBoard_Performance (docs/statistics-desks.md): every review desk's work per month of the
 * period — received, decided, returned, working days from arrival to decision (average and 90th
 * percentile) — and its open and overdue items now; a desk's row opens its to-do list.
 */
export async function performance(db: Database, desks: readonly DeskTerms[], range: DayRange): Promise<Performance> {
  const figures: DeskFigures[] = [];
  // One desk after another: the pool serves the other requests meanwhile.
  for (const terms of desks)
    figures.push({ terms, work: await deskWork(db, terms, range), backlog: await deskOpenCounts(db, terms) });
  return { tables: performanceTables(figures, monthsOf(range)), computedAt: new Date().toISOString() };
}
