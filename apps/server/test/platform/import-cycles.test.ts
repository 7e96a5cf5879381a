import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The check `npm run lint` runs, run the same way over small server trees written for each case.
const checker = fileURLToPath(new URL('../../../../scripts/import-cycles.mjs', import.meta.url));
const trees = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => fs.rmSync(trees, { recursive: true, force: true }));

function check(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(trees, 'server-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
  return { exitCode: run.status, report: run.stderr };
}

describe('the import cycle check', () => {
  it('passes modules that depend on each other one way, through the platform and a shared module', () => {
    const result = check({
      'src/platform/errors.ts': 'export class AppError extends Error {}\n',
      'src/modules/holiday/working-calendar.ts':
        "import { AppError } from '../../platform/errors.ts';\nexport const workingDays = () => new AppError();\n",
      'src/modules/credit-request/request-service.ts':
        "import { workingDays } from '../holiday/working-calendar.ts';\nexport const due = workingDays;\n",
      'src/modules/credit-record/end-record.ts':
        "import { due } from '../credit-request/request-service.ts';\nimport { workingDays } from '../holiday/working-calendar.ts';\nexport const end = [due, workingDays];\n",
      'test/end-record.test.ts': "import { end } from '../src/modules/credit-record/end-record.ts';\nvoid end;\n",
    });
    expect(result).toEqual({ exitCode: 0, report: '' });
  });

  it('refuses two modules that import each other, naming the files that do', () => {
    const result = check({
      'src/modules/credit-record/end-record.ts':
        "import { binding } from '../credit-request/request-binding.ts';\nexport const end = binding;\n",
      'src/modules/credit-request/request-binding.ts': 'export const binding = 1;\n',
      'src/modules/credit-request/request-lists.ts':
        "import { columns } from '../credit-record/record-columns.ts';\nexport const lists = columns;\n",
      'src/modules/credit-record/record-columns.ts': 'export const columns = [];\n',
    });
    expect(result.exitCode).toBe(1);
    expect(result.report).toContain('module cycle: credit-record → credit-request → credit-record');
    expect(result.report).toContain(
      'credit-record → credit-request: src/modules/credit-record/end-record.ts imports src/modules/credit-request/request-binding.ts',
    );
    expect(result.report).toContain(
      'credit-request → credit-record: src/modules/credit-request/request-lists.ts imports src/modules/credit-record/record-columns.ts',
    );
    expect(result.report).not.toContain('file cycle');
  });

  it('refuses a longer loop of modules, through re-exports and dynamic imports too', () => {
    const result = check({
      'src/modules/holiday/holiday-import.ts': "export { upload } from '../assessment/import-upload.ts';\n",
      'src/modules/assessment/import-upload.ts': "export const upload = () => import('../scoring/standard.ts');\n",
      'src/modules/scoring/standard.ts':
        "import { calendar } from '../holiday/calendar.ts';\nexport const standard = calendar;\n",
      'src/modules/holiday/calendar.ts': 'export const calendar = 1;\n',
    });
    expect(result.exitCode).toBe(1);
    expect(result.report).toContain('module cycle: assessment → scoring → holiday → assessment');
  });

  it('counts a type-only import as a dependency between modules', () => {
    const result = check({
      'src/modules/scoring/trend.ts':
        "import type { PublicRecord } from '../publicity/public-record.ts';\nexport type Trend = PublicRecord[];\n",
      'src/modules/publicity/public-record.ts':
        "import { rank } from '../scoring/rank.ts';\nexport interface PublicRecord { rank: typeof rank }\n",
      'src/modules/scoring/rank.ts': 'export const rank = 1;\n',
    });
    expect(result.exitCode).toBe(1);
    expect(result.report).toContain('module cycle: publicity → scoring → publicity');
  });

  it('refuses files that import each other back, in the platform or in tests', () => {
    const result = check({
      'src/platform/workflow/fire.ts': "import { tables } from './item-tables.ts';\nexport const fire = tables;\n",
      'src/platform/workflow/item-tables.ts':
        "import { history } from './history.ts';\nexport const tables = history;\n",
      'src/platform/workflow/history.ts': "import { fire } from './fire.ts';\nexport const history = () => fire;\n",
      'test/helpers/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'test/helpers/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(result.exitCode).toBe(1);
    expect(result.report).toContain(
      'file cycle: src/platform/workflow/fire.ts → src/platform/workflow/item-tables.ts → src/platform/workflow/history.ts → src/platform/workflow/fire.ts',
    );
    expect(result.report).toContain('file cycle: test/helpers/a.ts → test/helpers/b.ts → test/helpers/a.ts');
    expect(result.report).not.toContain('module cycle');
  });

  it('lets files share types both ways, since nothing of them is left at run time', () => {
    const result = check({
      'src/platform/excel/import-xlsx.ts':
        "import type { SheetRow } from './sheet-rows.ts';\nexport type Cell = string;\nexport const rows: SheetRow[] = [];\n",
      'src/platform/excel/sheet-rows.ts':
        "import type { Cell } from './import-xlsx.ts';\nexport type SheetRow = Cell[];\n",
    });
    expect(result).toEqual({ exitCode: 0, report: '' });
  });
});
