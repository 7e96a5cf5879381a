import { createBenchDatabase } from './bench-database.ts';
import { BENCH_CASES } from './cases.ts';
import { generateData } from './generate-data.ts';
import { runImportExportCases } from './import-export-cases.ts';
import { runCase, type CaseResult } from './load.ts';
import { formatTable, formatTransferTable, machineInfo, withBaselineRatios, writeReport } from './report.ts';
import { readSettings } from './settings.ts';
import { startApp, startBaseline } from './start-servers.ts';
import { createTeardown, type Teardown } from './teardown.ts';

async function bench(teardown: Teardown): Promise<void> {
  const settings = readSettings();
  const startedAt = new Date().toISOString();

  console.log(settings.databaseUrl ? 'Creating the bench database in BENCH_DATABASE_URL…' : 'Starting an embedded PostgreSQL…');
  const databaseUrl = await createBenchDatabase(settings.databaseUrl, teardown);
  const dataSet = await generateData(databaseUrl, settings.enterprises);
  console.log(`Generated ${dataSet.enterprises} enterprises and ${dataSet.staff} staff in ${dataSet.generationSeconds} s`);

  const [app, baseline] = await Promise.all([startApp(databaseUrl, teardown), startBaseline(teardown)]);
  const origins = { baseline: baseline.origin, app: app.origin };

  const results: CaseResult[] = [];
  for (const benchCase of BENCH_CASES) {
    const headers: Record<string, string> = benchCase.authenticated ? { authorization: app.authorization } : {};
    console.log(`Loading ${benchCase.name} for ${settings.warmupSeconds} + ${settings.durationSeconds} s…`);
    results.push(await runCase(benchCase, origins[benchCase.target], headers, settings));
  }
  const transfers = await runImportExportCases(app, databaseUrl, settings, teardown);

  const cases = withBaselineRatios(results);
  console.log(`\n${formatTable(cases)}\n\n${formatTransferTable(transfers)}\n`);
  const file = await writeReport({
    startedAt,
    machine: machineInfo(),
    settings: {
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      importRows: settings.importRows,
      exportRows: settings.exportRows,
      database: settings.databaseUrl ? 'external' : 'embedded',
    },
    dataSet,
    cases,
    transfers,
  });
  console.log(`Results written to ${file}`);
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
