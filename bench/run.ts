import { jobsAtStart } from '../apps/server/src/job-tasks.ts';
import { useRunKeys } from './run-keys.ts';
import {
  createBenchDatabase,
  readIntoMemory,
  waitForStartJobs,
  waitUntilDatabaseQuiet,
  waitUntilWrittenBack,
  withClient,
} from './bench-database.ts';
import { listCases, measurements, selectCases } from './cases.ts';
import { clearAssessments } from './generate-assessments.ts';
import { generateData } from './generate-data.ts';
import { runImportExportCases } from './import-export-cases.ts';
import { runCase, type CaseResult } from './load.ts';
import { differenceFromTwin } from './same-answer.ts';
import { formatDatabaseSize, measureDatabaseSize } from './database-size.ts';
import { formatNightlyJobs, measureNightlyJobs } from './nightly-jobs.ts';
import {
  formatDataSet,
  formatTable,
  formatTransferTable,
  machineInfo,
  withRatios,
  writeCurveReport,
  writeReport,
  type BenchReport,
} from './report.ts';
import { formatSizeCurve, sizeCurve } from './size-curve.ts';
import { readSettings, type BenchSettings } from './settings.ts';
import { startApp, startBaseline } from './start-servers.ts';
import { createTeardown, type Teardown } from './teardown.ts';
import { formatRecordRescore, measureRecordRescore } from './record-rescore.ts';
import { formatScoreRecompute, measureScoreRecompute } from './score-recompute.ts';
import { formatStatistics, measureStatistics } from './statistics-cases.ts';
import { measureSoak } from './soak-case.ts';
import { formatSoak } from './soak-report.ts';
import {
  formatTrendCase,
  TREND_TARGET,
  trendAnswersAsPlain,
  trendMeasurements,
  type TrendCaseReport,
} from './trend-case.ts';

/** The credit trend next to its plain SQL, each loaded as a list case is (issue 14). */
async function measureTrend(
  origins: { app: string; baseline: string },
  settings: BenchSettings,
): Promise<TrendCaseReport> {
  const { app, plain } = trendMeasurements(settings.enterprises);
  const sameAnswer = await trendAnswersAsPlain(origins, settings.enterprises);
  if (!sameAnswer) console.warn('the credit trend does not list the records its plain SQL finds');
  console.log(`Loading ${plain.name} and ${app.name}…`);
  const plainResult = await runCase(plain, origins.baseline, {}, settings);
  // Public: no session, as the public enterprise page calls it.
  const appResult = await runCase(app, origins.app, {}, settings);
  const timesPlain = appResult.requestsPerSecond / plainResult.requestsPerSecond;
  return { app: appResult, plain: plainResult, timesPlain, sameAnswer, met: sameAnswer && timesPlain >= TREND_TARGET };
}

/** The BENCH_CASES value that names no list case and runs the imports and the export. */
const TRANSFERS_ONLY = 'transfers';

/**
 * One size: its database generated, the servers started on it, every case chosen run; the report
 * written as it grows, so a run cut short keeps what it measured.
 */
async function benchSize(settings: BenchSettings, teardown: Teardown): Promise<BenchReport> {
  const startedAt = new Date().toISOString();
  console.log(
    `${settings.enterprises.toLocaleString('en-US')} enterprises: ` +
      (settings.databaseUrl
        ? 'creating the bench database in BENCH_DATABASE_URL…'
        : 'starting an embedded PostgreSQL…'),
  );
  const databaseUrl = await createBenchDatabase(settings.databaseUrl, teardown);
  const dataSet = await generateData(databaseUrl, settings.enterprises, settings);
  console.log(`Generated in ${dataSet.generationSeconds} s:\n${formatDataSet(dataSet)}`);

  const [app, baseline] = await Promise.all([
    startApp(databaseUrl, teardown, settings.cpuProfileDir),
    startBaseline(databaseUrl, settings.enterprises, teardown),
  ]);
  const origins = { baseline: baseline.origin, app: app.origin };
  await waitForStartJobs(databaseUrl, jobsAtStart);
  await waitUntilWrittenBack();
  await readIntoMemory(databaseUrl);

  const cases = selectCases(listCases(settings), settings.caseFilter);
  const differences = new Map<string, string>();
  for (const listCase of cases) {
    const difference = await differenceFromTwin(listCase, origins, app.authorization);
    if (difference) {
      console.warn(`${listCase.name} does not answer as its plain SQL: ${difference}`);
      differences.set(listCase.name, difference);
    }
  }
  const results: CaseResult[] = [];
  for (const measurement of measurements(cases)) {
    const headers: Record<string, string> = measurement.authenticated ? { authorization: app.authorization } : {};
    console.log(`Loading ${measurement.name} for ${settings.warmupSeconds} + ${settings.durationSeconds} s…`);
    results.push(await runCase(measurement, origins[measurement.target], headers, settings));
    await waitUntilDatabaseQuiet(databaseUrl);
  }
  const reported = withRatios(results, cases, differences);
  console.log(`\n${formatTable(reported)}\n`);
  const report: BenchReport = {
    startedAt,
    machine: machineInfo(),
    settings: {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      caseFilter: settings.caseFilter,
      importRows: settings.importRows,
      exportRows: settings.exportRows,
      database: settings.databaseUrl ? 'external' : 'embedded',
    },
    dataSet,
    cases: reported,
    transfers: [],
  };
  const chosen = (part: string) => !settings.caseFilter || settings.caseFilter.includes(part);
  if (chosen('trend')) {
    report.trend = await measureTrend(origins, settings);
    console.log(`${formatTrendCase(report.trend)}\n`);
    await waitUntilDatabaseQuiet(databaseUrl);
  }
  if (chosen('statistics')) {
    report.statistics = await measureStatistics(
      app.origin,
      app.authorization,
      databaseUrl,
      listCases(settings),
      settings,
    );
    console.log(`${formatStatistics(report.statistics)}\n`);
    await waitUntilDatabaseQuiet(databaseUrl);
  }
  if (chosen('score')) {
    report.scoreRecompute = await measureScoreRecompute(app, databaseUrl);
    console.log(`${formatScoreRecompute(report.scoreRecompute)}\n`);
    report.recordRescore = await measureRecordRescore(databaseUrl);
    console.log(`${formatRecordRescore(report.recordRescore)}\n`);
  }
  if (chosen('jobs')) {
    await waitUntilDatabaseQuiet(databaseUrl);
    report.nightlyJobs = await measureNightlyJobs(databaseUrl, app.pid);
    console.log(`${formatNightlyJobs(report.nightlyJobs)}\n`);
  }
  if (chosen('soak')) {
    await waitUntilDatabaseQuiet(databaseUrl);
    report.soak = await measureSoak(app, databaseUrl, settings, teardown);
    console.log(`${formatSoak(report.soak)}\n`);
  }
  // Read after every case and job, so an index none of them scanned is one the platform does not use.
  report.databaseSize = await measureDatabaseSize(databaseUrl);
  console.log(`${formatDatabaseSize(report.databaseSize)}\n`);
  // Written now and again with the transfers: a failed import keeps the list figures.
  let file = await writeReport(report);

  // A run of some list cases (BENCH_CASES) leaves out the imports and exports, which take minutes;
  // BENCH_CASES=transfers runs them alone.
  if (!settings.caseFilter || settings.caseFilter === TRANSFERS_ONLY) {
    await withClient(databaseUrl, clearAssessments);
    const transfers = await runImportExportCases(app, databaseUrl, settings, teardown);
    console.log(`\n${formatTransferTable(transfers)}\n`);
    report.transfers = transfers;
    file = await writeReport(report);
  }
  console.log(`Results written to ${file}`);
  return report;
}

/**
 * Each size in turn (BENCH_ENTERPRISES=100000,1000000), each stopped and its database removed
 * before the next is generated; with more than one, the curve: every case at each size and the
 * ratio of its rate at the last to the first, in one report.
 */
async function bench(teardown: Teardown): Promise<void> {
  const settings = readSettings();
  useRunKeys();
  const reports: BenchReport[] = [];
  for (const enterprises of settings.sizes) {
    const sizeTeardown = createTeardown();
    teardown.add(`the run at ${enterprises} enterprises`, () => sizeTeardown.run());
    try {
      reports.push(await benchSize({ ...settings, enterprises }, sizeTeardown));
    } finally {
      await sizeTeardown.run();
    }
  }
  if (reports.length > 1) {
    const curve = sizeCurve(reports);
    console.log(`\nEach case at ${curve.sizes.map((s) => s.toLocaleString('en-US')).join(' and ')} enterprises:\n`);
    console.log(`${formatSizeCurve(curve)}\n`);
    console.log(`Curve written to ${await writeCurveReport(curve, reports)}`);
  }
}

const teardown = createTeardown();
let interrupted = false;
// The embedded server's library installs exit hooks that call process.exit; ours stop the child
// processes before the database, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.once(signal, () => {
    interrupted = true;
    console.error(`${signal} received, stopping…`);
    void teardown.run().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await bench(teardown);
} catch (error) {
  // After Ctrl-C the load fails against stopped servers: that is not worth reporting.
  if (!interrupted) console.error('Benchmark failed:', error);
  exitCode = 1;
} finally {
  await teardown.run();
}
process.exit(exitCode);
