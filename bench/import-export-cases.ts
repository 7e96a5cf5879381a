import path from 'node:path';
import { postJson } from './app-requests.ts';
import { exceljsRead, exceljsWritePassRates } from './exceljs-baselines.ts';
import { registeredEnterprises, writeExamWorkbook, writePassRateWorkbook } from './generate-workbooks.ts';
import type { BenchSettings } from './settings.ts';
import type { AppServer } from './start-servers.ts';
import type { Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';
import { measureExport, measureImport, type TransferResult } from './transfer-measurement.ts';

const PRACTICE_ABILITY_IMPORT = '/api/practiceability/import';
const PASS_RATE_IMPORT = '/api/recordpassrate/import';
const PASS_RATE_PAGE = '/api/recordpassrate/page';

/** How many rows the pass-rate list holds, from its first page. */
async function passRateCount(app: AppServer): Promise<number> {
  const response = await postJson(app, PASS_RATE_PAGE, { pageIndex: 1, pageSize: 1 });
  const body = (await response.json()) as { extraData?: { totalCount?: number } };
  const total = body.extraData?.totalCount;
  if (total === undefined) throw new Error(`${PASS_RATE_PAGE} answered without a total`);
  return total;
}

/**
 * Generated workbooks of the data set's enterprises, imported one by one, then the export of a
 * list as long as BENCH_EXPORT_ROWS. Each is timed against exceljs alone on the same rows, in
 * this process, right before it.
 */
export async function runImportExportCases(
  app: AppServer,
  databaseUrl: string,
  settings: Pick<BenchSettings, 'importRows' | 'exportRows'>,
  teardown: Teardown,
): Promise<TransferResult[]> {
  const directory = await temporaryDirectory('credit-bench-workbooks-', teardown);
  const enterprises = await registeredEnterprises(databaseUrl);
  const results: TransferResult[] = [];

  for (const [index, rows] of settings.importRows.entries()) {
    const file = path.join(directory, `practice-ability-${rows}.xlsx`);
    console.log(`Importing a practice-ability workbook of ${rows} examinees…`);
    await writeExamWorkbook(file, rows, enterprises, index + 1);
    const spec = { name: 'practice-ability import', path: PRACTICE_ABILITY_IMPORT, rows };
    results.push(await measureImport(app, spec, file, await exceljsRead(file)));
  }

  // The list to export comes from an import too, measured as well: pass-rate rows of mostly
  // unregistered enterprises, which the import keeps as failed rows with their reason.
  const rateFile = path.join(directory, `pass-rate-${settings.exportRows}.xlsx`);
  console.log(`Importing a pass-rate workbook of ${settings.exportRows} rows…`);
  await writePassRateWorkbook(rateFile, settings.exportRows, enterprises);
  const rateSpec = { name: 'pass-rate import', path: PASS_RATE_IMPORT, rows: settings.exportRows };
  results.push(await measureImport(app, rateSpec, rateFile, await exceljsRead(rateFile)));

  const listed = await passRateCount(app);
  console.log(`Exporting the pass-rate list of ${listed} rows…`);
  const exportSpec = { name: 'pass-rate export', path: PASS_RATE_PAGE, rows: listed };
  results.push(
    await measureExport(app, exportSpec, { format: 'xlsx' }, await exceljsWritePassRates(listed, enterprises)),
  );
  return results;
}
