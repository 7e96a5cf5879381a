import { listCases, plainName } from './cases.ts';
import { formatColumns, type BenchReport } from './report.ts';

/**
 * Issue 41, each case's rate at the largest size over its rate at the smallest: every list's first
 * page (the common word's included) at least 0.8 ×, a page further in at least 0.5 ×.
 */
export const FIRST_PAGE_CURVE = 0.8;
export const DEEP_PAGE_CURVE = 0.5;

export interface CurveRow {
  name: string;
  /** Requests a second (seconds for a job), one per size, in the run's order. */
  figures: number[];
  unit: 'req/s' | 's';
  /** The last size's figure over the first's: rates, so below 1 is slower. */
  ratio: number;
  /** The same for the list's plain-SQL twin: how much of the bend the data itself brings. */
  plainRatio?: number;
  target?: string;
  met?: boolean;
}

export interface SizeCurve {
  sizes: number[];
  rows: CurveRow[];
}

const rate = (report: BenchReport, name: string) => report.cases.find((c) => c.name === name)?.requestsPerSecond;

function curveOf(name: string, figures: (number | undefined)[], unit: CurveRow['unit']) {
  if (figures.some((f) => f === undefined)) return undefined;
  const known = figures as number[];
  const first = known[0] ?? 0;
  const last = known[known.length - 1] ?? 0;
  // A job's seconds grow as its rate falls: its ratio is the first's seconds over the last's, a rate's ratio.
  const ratio = unit === 's' ? (last > 0 ? first / last : 1) : first > 0 ? last / first : 0;
  return { name, figures: known, unit, ratio };
}

/** Every case the reports share, with its ratio and, for the list cases, issue 41's target. */
export function sizeCurve(reports: BenchReport[]): SizeCurve {
  const sizes = reports.map((r) => r.dataSet.enterprises);
  const rows: CurveRow[] = [];
  for (const listCase of listCases({ enterprises: sizes[0] ?? 1 })) {
    const row = curveOf(
      listCase.name,
      reports.map((r) => rate(r, listCase.name)),
      'req/s',
    );
    if (!row) continue;
    const plain = curveOf(
      plainName(listCase),
      reports.map((r) => rate(r, plainName(listCase))),
      'req/s',
    );
    const bound = listCase.page.index === 1 ? FIRST_PAGE_CURVE : DEEP_PAGE_CURVE;
    rows.push({ ...row, plainRatio: plain?.ratio, target: `≥ ${bound} ×`, met: row.ratio >= bound });
  }
  for (const [index, statistic] of (reports[0]?.statistics?.cases ?? []).entries()) {
    const row = curveOf(
      statistic.name,
      reports.map((r) => r.statistics?.cases[index]?.requestsPerSecond),
      'req/s',
    );
    const met = reports.every((r) => r.statistics?.cases[index]?.met);
    if (row) rows.push({ ...row, target: 'p99 ≤ 2 × page 1 at each size', met });
  }
  const trend = curveOf(
    'credit trend (public)',
    reports.map((r) => r.trend?.app.requestsPerSecond),
    'req/s',
  );
  if (trend) rows.push(trend);
  const recompute = curveOf(
    'score recompute after a standard change',
    reports.map((r) => r.scoreRecompute?.appSeconds),
    's',
  );
  if (recompute)
    rows.push({
      ...recompute,
      target: '≤ 2 × the bare aggregate at each size',
      met: reports.every((r) => r.scoreRecompute?.met),
    });
  for (const [index, job] of (reports[0]?.nightlyJobs ?? []).entries()) {
    const row = curveOf(
      `nightly job ${job.task}`,
      reports.map((r) => r.nightlyJobs?.[index]?.seconds),
      's',
    );
    if (row)
      rows.push({
        ...row,
        target: 'desk writes wait ≤ 1 s at each size',
        met: reports.every((r) => r.nightlyJobs?.[index]?.met),
      });
  }
  return { sizes, rows };
}

const figure = (value: number, unit: CurveRow['unit']) =>
  unit === 's' ? value.toFixed(1) : value.toFixed(value < 10 ? 1 : 0);

export function formatSizeCurve(curve: SizeCurve): string {
  const sizes = curve.sizes.map((size) => size.toLocaleString('en-US'));
  return formatColumns(
    ['case', 'unit', ...sizes, 'rate ratio', 'plain ratio', 'target', 'met'],
    curve.rows.map((row) => [
      row.name,
      row.unit,
      ...row.figures.map((f) => figure(f, row.unit)),
      row.ratio.toFixed(2),
      row.plainRatio === undefined ? '' : row.plainRatio.toFixed(2),
      row.target ?? '',
      row.met === undefined ? '' : row.met ? 'met' : 'not met',
    ]),
  );
}
