import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSet } from './generate-data.ts';
import type { CaseResult } from './load.ts';
import type { BenchSettings } from './settings.ts';
import type { TransferResult } from './transfer-measurement.ts';

export type ReportedCase = CaseResult & { ratioToBaseline: number };

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryBytes: number; node: string; platform: string };
  settings: Pick<BenchSettings, 'connections' | 'durationSeconds' | 'warmupSeconds' | 'importRows' | 'exportRows'> & {
    database: 'embedded' | 'external';
  };
  dataSet: DataSet;
  cases: ReportedCase[];
  transfers: TransferResult[];
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

/** Every case's throughput as a share of the baseline's, measured in the same run. */
export function withBaselineRatios(results: CaseResult[]): ReportedCase[] {
  const baseline = results.find((result) => result.target === 'baseline');
  if (!baseline) throw new Error('No baseline case was run');
  return results.map((result) => ({ ...result, ratioToBaseline: result.requestsPerSecond / baseline.requestsPerSecond }));
}

/** Columns padded to their widest cell: the first left-aligned, the figures right-aligned. */
function formatColumns(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatTable(cases: ReportedCase[]): string {
  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'ratio'];
  const rows = cases.map((c) => [
    c.name,
    c.requestsPerSecond.toFixed(0),
    c.latencyMs.p50.toFixed(1),
    c.latencyMs.p99.toFixed(1),
    c.ratioToBaseline.toFixed(2),
  ]);
  return formatColumns(header, rows);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Imports and exports; their ratio is seconds taken over exceljs's seconds on the same rows. */
export function formatTransferTable(transfers: TransferResult[]): string {
  return formatColumns(
    ['transfer', 'rows', 'file MB', 's', 'rows/s', 'RSS MB start', 'RSS MB peak', 'healthz max ms', 'exceljs s', 's ratio'],
    transfers.map((t) => [
      t.name,
      String(t.rows),
      megabytes(t.bytes),
      t.seconds.toFixed(2),
      t.rowsPerSecond.toFixed(0),
      megabytes(t.rss.startBytes),
      megabytes(t.rss.peakBytes),
      t.healthz.worstMs.toFixed(0),
      t.baseline.seconds.toFixed(2),
      t.ratioToBaseline.toFixed(2),
    ]),
  );
}

/** Writes bench/results/<ISO timestamp>.json (colons made dashes so the name is valid everywhere). */
export async function writeReport(report: BenchReport): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${report.startedAt.replace(/:/g, '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
