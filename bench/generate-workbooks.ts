import ExcelJS from 'exceljs';
import { withCreditCodeCheck } from '../apps/server/src/db/seed/codes.ts';
import { GIVEN_NAMES, SURNAMES } from '../apps/server/src/db/seed/demo-enterprises.ts';
import { RATE_COLUMNS, type RateColumnKey } from '../apps/server/src/modules/pass-rate/rate-columns.ts';
import { EXAM_COLUMNS, type ExamColumnKey } from '../apps/server/src/modules/practice-ability/exam-columns.ts';
import { withClient } from './bench-database.ts';
import { cycle, DISTRICTS, ROADS } from './data-set-vocabulary.ts';

export type WorkbookCell = string | number | Date | null;

export interface WorkbookColumn<K extends string> {
  key: K;
  header: string;
  /** Excel's number format, for the date-time columns. */
  numFmt?: string;
}

export interface RegisteredEnterprise {
  name: string;
  creditCode: string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const EXAM_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
const PAPERS = ['工程造价执业能力测评（A卷）', '工程造价执业能力测评（B卷）'];
const GRADES = ['A', 'B', 'C'];
/** One pass-rate row in this many names an enterprise the platform does not know. */
const UNREGISTERED_RATE_EVERY = 20;

/** The bench data set's enterprises, as an import file names them. */
export async function registeredEnterprises(databaseUrl: string): Promise<RegisteredEnterprise[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<RegisteredEnterprise>(
      'select enterprise_name as name, social_credit_code as "creditCode" from enterprise order by id',
    );
    return rows;
  });
}

/**
 * Writes a one-sheet workbook row by row with exceljs's streaming writer. With shared strings the
 * sheet precedes the string table, as in the files Excel saves.
 */
export async function writeWorkbook<K extends string>(
  file: string,
  columns: readonly WorkbookColumn<K>[],
  rows: number,
  rowAt: (index: number) => Record<K, WorkbookCell>,
  { sharedStrings }: { sharedStrings: boolean },
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: sharedStrings,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map(({ key, header, numFmt }) => ({ key, header, ...(numFmt ? { style: { numFmt } } : {}) }));
  for (let index = 0; index < rows; index += 1) sheet.addRow(rowAt(index)).commit();
  sheet.commit();
  await workbook.commit();
}

/**
 * The first day of the `back`-th quarter before the current one (Beijing time), as the UTC
 * fields of a Date: exceljs writes those fields, and the import reads them as Beijing time.
 */
function pastQuarterStart(back: number, now = new Date()): number {
  const beijing = new Date(now.getTime() + 8 * HOUR_MS);
  const quarters = beijing.getUTCFullYear() * 4 + Math.floor(beijing.getUTCMonth() / 3) - back;
  return Date.UTC(Math.floor(quarters / 4), (quarters % 4) * 3, 1);
}

const EXAM_WORKBOOK_COLUMNS: WorkbookColumn<ExamColumnKey>[] = EXAM_COLUMNS.map(({ key, header }) => ({
  key,
  header,
  ...(key === 'examStartTime' || key === 'examEndTime' ? { numFmt: EXAM_TIME_FORMAT } : {}),
}));

/**
 * A practice-ability workbook of `rows` examinees of the registered enterprises in turn, every
 * row valid: sittings in the `quarterBack`-th past quarter (each file its own, so one import does
 * not supersede another's results), scores 0–100, one examinee in ten absent.
 */
export function writeExamWorkbook(
  file: string,
  rows: number,
  enterprises: readonly RegisteredEnterprise[],
  quarterBack: number,
): Promise<void> {
  const quarterStart = pastQuarterStart(quarterBack);
  return writeWorkbook(
    file,
    EXAM_WORKBOOK_COLUMNS,
    rows,
    (index) => {
      const enterprise = cycle(enterprises, index);
      const district = cycle(DISTRICTS, index);
      const start = quarterStart + (index % 60) * DAY_MS + (9 + (index % 2) * 5) * HOUR_MS;
      return {
        candidateName: `${cycle(SURNAMES, index)}${cycle(GIVEN_NAMES, Math.floor(index / SURNAMES.length))}`,
        enterpriseName: enterprise.name,
        socialCreditCode: enterprise.creditCode,
        paperName: cycle(PAPERS, index),
        examAddress: `${district.address}${cycle(ROADS, index)}${1 + (index % 300)}号`,
        examStartTime: new Date(start),
        examEndTime: new Date(start + 2 * HOUR_MS),
        score: index % 20 === 0 ? null : index % 20 === 10 ? '缺考' : ((index * 7919) % 1001) / 10,
      };
    },
    { sharedStrings: true },
  );
}

/**
 * A pass-rate row, as a province's filing office lists its enterprises: the registered ones in
 * turn, each once per quarter (a quarter of last year, then of the years before, so every period is
 * new whatever the size), and one row in UNREGISTERED_RATE_EVERY an enterprise the platform does not
 * know — its code has MB where the data set's have MA — which the import stores as failed with its reason.
 */
export function passRateRow(
  index: number,
  enterprises: readonly RegisteredEnterprise[],
): Record<RateColumnKey, WorkbookCell> {
  const grade = cycle(GRADES, index);
  if (index % UNREGISTERED_RATE_EVERY === 0)
    return {
      enterpriseName: `海南未登记工程咨询有限公司第${index}分公司`,
      socialCreditCode: withCreditCodeCheck(`91460100MB${String(index).padStart(7, '0')}`),
      registerYear: new Date().getFullYear() - 1,
      quarter: 1 + (index % 4),
      grade,
    };
  const registered = index - Math.floor(index / UNREGISTERED_RATE_EVERY) - 1;
  const round = Math.floor(registered / enterprises.length);
  const enterprise = cycle(enterprises, registered);
  return {
    enterpriseName: enterprise.name,
    socialCreditCode: enterprise.creditCode,
    registerYear: new Date().getFullYear() - 1 - Math.floor(round / 4),
    quarter: 1 + (round % 4),
    grade,
  };
}

export function writePassRateWorkbook(
  file: string,
  rows: number,
  enterprises: readonly RegisteredEnterprise[],
): Promise<void> {
  return writeWorkbook(file, RATE_COLUMNS, rows, (index) => passRateRow(index, enterprises), { sharedStrings: true });
}
