import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HELLO, plainName, type ListCase, type ListTarget } from './cases.ts';
import type { DataSet } from './generate-data.ts';
import type { CaseResult } from './load.ts';
import type { BenchSettings } from './settings.ts';
import { HEALTHZ_BOUND_MS, type TransferResult } from './transfer-measurement.ts';
import type { RecordRescore } from './record-rescore.ts';
import type { ScoreRecompute } from './score-recompute.ts';
import type { StatisticsCaseReport } from './statistics-cases.ts';
import type { SoakReport } from './soak.ts';
import type { TrendCaseReport } from './trend-case.ts';
import type { DatabaseSize } from './database-size.ts';
import type { NightlyJobResult } from './nightly-jobs.ts';
import type { SizeCurve } from './size-curve.ts';

export type ReportedCase = CaseResult & {
  /** req/s over the hello route's. */
  timesHello: number;
  /** A list case's req/s over its plain-SQL twin's. */
  timesPlain?: number;
  /** A list case's target in words, and the parts of it not met (none: met). */
  verdict?: { target: string; unmet: string[] };
};

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; node: string; platform: string };
  settings: Pick<
    BenchSettings,
    'connections' | 'durationSeconds' | 'warmupSeconds' | 'importRows' | 'exportRows' | 'caseFilter'
  > & {
    database: 'embedded' | 'external';
  };
  dataSet: DataSet;
  cases: ReportedCase[];
  transfers: TransferResult[];
  /** Absent when the run left it out (BENCH_CASES without “score”). */
  scoreRecompute?: ScoreRecompute;
  recordRescore?: RecordRescore;
  /** Absent when the run left it out (BENCH_CASES without “trend”). */
  trend?: TrendCaseReport;
  /** Absent when the run left it out (BENCH_CASES without “statistics”). */
  statistics?: StatisticsCaseReport;
  /** Absent when the run left it out (BENCH_CASES without “soak”). */
  soak?: SoakReport;
  /** Absent when the run left it out (BENCH_CASES without “jobs”). */
  nightlyJobs?: NightlyJobResult[];
  /** Tables and indexes after every case and job. */
  databaseSize?: DatabaseSize;
}

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

export function machineInfo(): BenchReport['machine'] {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

function resultOf(results: CaseResult[], name: string): CaseResult {
  const result = results.find((r) => r.name === name);
  if (!result) throw new Error(`No result for ${name}`);
  return result;
}

/** a over b; a case that answered nothing in the run is infinitely slower than one that did. */
const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : NaN);

const formatRatio = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : Number.isNaN(value) ? '–' : '∞';

/**
 * The parts of a target, each with whether the run meets it: first that the page is the one its
 * plain SQL answers, then the figures (a case that answered nothing meets none of them).
 */
function targetParts(
  target: ListTarget,
  result: CaseResult,
  timesPlain: number,
  results: CaseResult[],
  answersAsPlain: boolean,
) {
  const parts: { text: string; met: boolean }[] = [{ text: 'same page as plain', met: answersAsPlain }];
  if (target.timesPlain !== undefined) {
    parts.push({ text: `≥ ${target.timesPlain}× plain`, met: timesPlain >= target.timesPlain });
  }
  if (target.p99Ms !== undefined) {
    parts.push({
      text: `p99 ≤ ${target.p99Ms} ms`,
      met: result.requests > 0 && result.timeouts === 0 && result.latencyMs.p99 <= target.p99Ms,
    });
  }
  if (target.within) {
    const other = resultOf(results, target.within.caseName);
    parts.push({
      text: `req/s ≥ 1/${target.within.factor} of ${target.within.caseName}`,
      met: ratio(result.requestsPerSecond * target.within.factor, other.requestsPerSecond) >= 1,
    });
  }
  return parts;
}

/**
 * Every run's throughput as a share of the hello route's; each list case's also as a share of
 * its plain-SQL twin's, and its target checked (`differences`: cases whose page is not the
 * twin's). All figures come from the same run.
 */
export function withRatios(
  results: CaseResult[],
  cases: ListCase[],
  differences: ReadonlyMap<string, string>,
): ReportedCase[] {
  const hello = resultOf(results, HELLO.name);
  return results.map((result) => {
    const reported: ReportedCase = { ...result, timesHello: ratio(result.requestsPerSecond, hello.requestsPerSecond) };
    const listCase = cases.find((c) => c.name === result.name);
    if (!listCase) return reported;
    const timesPlain = ratio(result.requestsPerSecond, resultOf(results, plainName(listCase)).requestsPerSecond);
    const parts = targetParts(listCase.target, result, timesPlain, results, !differences.has(listCase.name));
    const verdict = {
      target: parts.map((p) => p.text).join(', '),
      unmet: parts.filter((p) => !p.met).map((p) => p.text),
    };
    return { ...reported, timesPlain, verdict };
  });
}

/** Terminal columns a text takes: CJK characters and full-width signs take two. */
const displayWidth = (text: string) => [...text].reduce((width, ch) => width + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);

const isFigure = (cell: string) => /^[\d.,-]+$/.test(cell);

/** Columns padded to their widest cell: figures right-aligned, words left-aligned. */
export function formatColumns(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const padding = ' '.repeat((widths[column] ?? 0) - displayWidth(cell));
        return isFigure(cell) ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatTable(cases: ReportedCase[]): string {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'timeouts', '× plain', '× hello', 'target', 'met'];
  const rows = cases.map((c) => [
    c.name,
    c.requestsPerSecond.toFixed(c.requestsPerSecond < 10 ? 1 : 0),
    // Latencies of a case that answered nothing (all timed out) are not figures.
    c.requests > 0 ? c.latencyMs.p50.toFixed(1) : '–',
    c.requests > 0 ? c.latencyMs.p99.toFixed(1) : '–',
    c.timeouts > 0 ? String(c.timeouts) : '',
    c.timesPlain === undefined ? '' : formatRatio(c.timesPlain, 2),
    formatRatio(c.timesHello, 3),
    c.verdict?.target ?? '',
    c.verdict ? (c.verdict.unmet.length === 0 ? 'met' : `not met: ${c.verdict.unmet.join(', ')}`) : '',
  ]);
  return formatColumns(header, rows);
}

/** Rows generated per table, after the shape per enterprise. */
export function formatDataSet(dataSet: DataSet): string {
  const { staff, records } = dataSet.perEnterprise;
  return (
    `${staff} staff and ${records} credit records per enterprise\n` +
    formatColumns(
      ['table', 'rows'],
      Object.entries(dataSet.rows)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([table, rows]) => [table, rows.toLocaleString('en-US')]),
    )
  );
}

/** Bytes as megabytes, for the report's tables. */
export const megabytes = (bytes: number, digits = 1) => (bytes / 1024 / 1024).toFixed(digits);

/**
 * Imports and exports; their ratio is seconds taken over exceljs's seconds on the same rows, and
 * each says whether /healthz answered within its bound meanwhile. Beside it, what the slowest
 * /healthz says its database check took, the longest the app's event loop was held (its own
 * /metrics) and the bench process's own (which the probe, on a thread of its own, no longer pays):
 * a slow /healthz with none of them is the machine.
 */
export function formatTransferTable(transfers: TransferResult[]): string {
  return formatColumns(
    [
      'transfer',
      'rows',
      'file MB',
      's',
      'rows/s',
      'RSS MB start',
      'RSS MB peak',
      'healthz max ms',
      'its database ms',
      'healthz target',
      'met',
      'app loop max ms',
      'bench loop max ms',
      'exceljs s',
      's ratio',
    ],
    transfers.map((t) => [
      t.name,
      String(t.rows),
      megabytes(t.bytes),
      t.seconds.toFixed(2),
      t.rowsPerSecond.toFixed(0),
      megabytes(t.rss.startBytes),
      megabytes(t.rss.peakBytes),
      t.healthz.worstMs.toFixed(0),
      t.healthz.worstDatabaseMs?.toFixed(0) ?? '',
      `≤ ${HEALTHZ_BOUND_MS} ms`,
      t.healthzMet ? 'met' : 'not met',
      t.appLoopMaxMs.toFixed(0),
      t.healthz.benchStallMs.toFixed(0),
      t.baseline.seconds.toFixed(2),
      t.ratioToBaseline.toFixed(2),
    ]),
  );
}

async function writeResult(name: string, content: object): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}

/** The file name of a moment: its ISO timestamp, colons made dashes so the name is valid everywhere. */
const stamped = (startedAt: string) => startedAt.replace(/:/g, '-');

/** Writes bench/results/<ISO timestamp>.json. */
export const writeReport = (report: BenchReport) => writeResult(`${stamped(report.startedAt)}.json`, report);

/** Writes bench/results/<first size's timestamp>-curve.json: the curve and each size's whole report. */
export const writeCurveReport = (curve: SizeCurve, reports: BenchReport[]) =>
  writeResult(`${stamped(reports[0]?.startedAt ?? new Date().toISOString())}-curve.json`, { curve, reports });
