import fs from 'node:fs/promises';
import { postJson, postWorkbook } from './app-requests.ts';
import type { BaselineResult } from './exceljs-baselines.ts';
import { watchRss, type RssWatch } from './process-memory.ts';
import { probeLatency, type ProbeResult } from './responsiveness-probe.ts';
import type { AppServer } from './start-servers.ts';

/** One import or export of a whole workbook, against what exceljs alone takes for the same file. */
export interface TransferResult {
  name: string;
  kind: 'import' | 'export';
  path: string;
  rows: number;
  /** The workbook uploaded or downloaded. */
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The app server's resident memory. */
  rss: RssWatch;
  /** GET /healthz sent every 100 ms meanwhile: how long other requests waited. */
  healthz: ProbeResult;
  /** Whether the slowest /healthz answered within HEALTHZ_BOUND_MS. */
  healthzMet: boolean;
  /**
   * The app's longest event-loop delay meanwhile, as its own /metrics saw it: what the transfer
   * held the loop for, without the network, the database or the probe in it.
   */
  appLoopMaxMs: number;
  /** The import's answer: rows read, succeeded and failed. */
  message?: string;
  baseline: BaselineResult;
  /** seconds / baseline.seconds */
  ratioToBaseline: number;
}

export interface TransferSpec {
  name: string;
  path: string;
  rows: number;
}

/**
 * The longest a health check (or another user's request) may wait behind a transfer: long work
 * lets the event loop turn well within it (docs/metrics.md).
 */
export const HEALTHZ_BOUND_MS = 100;

/**
 * The app's longest event-loop delay since /metrics was last read: prom-client's
 * nodejs_eventloop_lag_max_seconds, whose histogram each read starts again.
 */
async function appLoopMaxMs(app: AppServer): Promise<number> {
  const response = await fetch(`${app.origin}/metrics`);
  const text = await response.text();
  if (!response.ok) throw new Error(`/metrics answered HTTP ${response.status}`);
  const found = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? (\S+)$/m.exec(text);
  if (!found) throw new Error('/metrics shows no nodejs_eventloop_lag_max_seconds');
  return Number(found[1]) * 1000;
}

/** Runs `work` while the app's memory is sampled, /healthz probed and its event loop watched. */
async function whileWatched<T>(
  app: AppServer,
  work: () => Promise<T>,
): Promise<{
  value: T;
  seconds: number;
  rss: RssWatch;
  healthz: ProbeResult;
  healthzMet: boolean;
  appLoopMaxMs: number;
}> {
  const memory = await watchRss(app.pid);
  // Read once so that the next read covers the transfer alone.
  await appLoopMaxMs(app);
  const probe = await probeLatency(`${app.origin}/healthz`);
  const started = performance.now();
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await Promise.allSettled([memory.stop(), probe.stop()]);
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const [rss, healthz, loopMaxMs] = await Promise.all([memory.stop(), probe.stop(), appLoopMaxMs(app)]);
  return { value, seconds, rss, healthz, healthzMet: healthz.worstMs <= HEALTHZ_BOUND_MS, appLoopMaxMs: loopMaxMs };
}

const ratios = (rows: number, seconds: number, baseline: BaselineResult) => ({
  rowsPerSecond: rows / seconds,
  ratioToBaseline: seconds / baseline.seconds,
});

/** Imports the workbook `file`; the baseline is exceljs reading the same file. */
export async function measureImport(
  app: AppServer,
  spec: TransferSpec,
  file: string,
  baseline: BaselineResult,
): Promise<TransferResult> {
  const bytes = (await fs.stat(file)).size;
  const watched = await whileWatched(app, () => postWorkbook(app, spec.path, file));
  const { value: message, ...measured } = watched;
  return {
    ...spec,
    kind: 'import',
    bytes,
    ...measured,
    message,
    baseline,
    ...ratios(spec.rows, measured.seconds, baseline),
  };
}

/** Downloads the list `spec.rows` long that `body` asks for; the baseline is exceljs writing as many rows. */
export async function measureExport(
  app: AppServer,
  spec: TransferSpec,
  body: object,
  baseline: BaselineResult,
): Promise<TransferResult> {
  // The whole download is read: the export is done when its last byte has arrived.
  const download = async () => (await (await postJson(app, spec.path, body)).arrayBuffer()).byteLength;
  const { value: bytes, ...measured } = await whileWatched(app, download);
  return { ...spec, kind: 'export', bytes, ...measured, baseline, ...ratios(spec.rows, measured.seconds, baseline) };
}
