import fs from 'node:fs/promises';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { fileTooLarge, MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../src/db/seed/demo-files.ts';
import { FILE_NAME_INVALID } from '../../src/platform/files/index.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { handWrittenXlsx, xlsxFile, type XlsxPart } from '../platform/excel-fixtures.ts';

/**
 * Hostile files sent to the real upload endpoints: a policy PDF (an attachment, stored as it
 * streams in) and the xlsx imports (holidays, practice-ability results). Each is refused with a
 * Chinese message and a 400, nothing is left in the data directory, and the server's memory stays
 * within MEMORY_BOUND while it answers (the app runs in this process: a zip bomb inflated here
 * would show in its resident size).
 */
const MEMORY_BOUND = 200 * 1024 * 1024;
const POLICY_LIMIT_KB = 20_480;

let t: TestApp;
const callers: Record<'admin' | 'registrar', { authorization: string }> = {} as never;

beforeAll(async () => {
  t = await buildTestApp();
  callers.admin = await t.authHeader('superAdmin');
  callers.registrar = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

type Endpoint = 'policy' | 'holidayImport' | 'practiceAbilityImport';
const ENDPOINTS: Record<Endpoint, { url: string; field: string; caller: keyof typeof callers; fields: object }> = {
  policy: {
    url: '/api/system/policies',
    field: 'file',
    caller: 'admin',
    fields: { title: '测试政策文件', issuer: '海南省住房和城乡建设厅', issueDate: '2026-01-05' },
  },
  holidayImport: { url: '/api/holiday/import', field: 'File', caller: 'admin', fields: {} },
  practiceAbilityImport: { url: '/api/practiceability/import', field: 'File', caller: 'registrar', fields: {} },
};

// ---- the files ------------------------------------------------------------------------------

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const SHEET = 'xl/worksheets/sheet1.xml';
const inline = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER_ROW = `<row r="1">${inline('日期')}${inline('是否放假')}${inline('名称')}</row>`;
const worksheet = (rows: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}<worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`;

const XXE = `<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>`;
const LAUGHS =
  '<!DOCTYPE sst [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`).join('') +
  ']>';

/**
 * A sheet whose one cell is `megabytes` MB of the same byte, deflated a megabyte at a time (each
 * piece flushed to a byte boundary, so the pieces join into one stream): ~1 KB on disk per MB.
 */
function bombSheet(megabytes: number, declaredSize?: number): XlsxPart {
  const prefix = Buffer.from(worksheet('').replace('</sheetData>', `<row r="1"><c t="inlineStr"><is><t>`));
  const megabyte = Buffer.alloc(1 << 20, 'A');
  const flushed = { finishFlush: constants.Z_SYNC_FLUSH };
  const piece = deflateRawSync(megabyte, flushed);
  let checksum = crc32(prefix);
  if (declaredSize === undefined) for (let i = 0; i < megabytes; i += 1) checksum = crc32(megabyte, checksum);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return {
    name: SHEET,
    text: '',
    deflated: {
      bytes: Buffer.concat([deflateRawSync(prefix, flushed), ...Array<Buffer>(megabytes).fill(piece), finalEmptyBlock]),
      crc32: checksum,
      size: declaredSize ?? prefix.length + megabytes * megabyte.length,
    },
  };
}

const withCatalog = (entries: string) =>
  Buffer.from(demoPdf(['policy']).toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${entries}`), 'latin1');
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512)]);
const longName = (extension: string) => `${'政'.repeat(300 - extension.length - 1)}.${extension}`;

interface HostileUpload {
  name: string;
  endpoint: Endpoint;
  fileName: string;
  content: () => Buffer | Promise<Buffer>;
  /** The refusal's message: exact, or a pattern for a message naming the field. */
  message: string | RegExp;
}

const attachments: HostileUpload[] = [
  {
    name: 'an executable named .exe',
    fileName: '政策.exe',
    content: () => demoPdf(['x']),
    message: MSG.wrongFileFormat,
  },
  { name: 'a .pdf that is a PNG', fileName: '政策.pdf', content: () => pngBytes, message: MSG.wrongFileFormat },
  {
    name: 'a .pdf of HTML',
    fileName: '政策.pdf',
    content: () => Buffer.from('<html><script>alert(1)</script>'),
    message: MSG.wrongFileFormat,
  },
  { name: 'zero bytes', fileName: '政策.pdf', content: () => Buffer.alloc(0), message: MSG.zeroByteFile },
  {
    name: 'a PDF over its type limit',
    fileName: '政策.pdf',
    content: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(POLICY_LIMIT_KB * 1024, 0x20)]),
    message: fileTooLarge(POLICY_LIMIT_KB),
  },
  {
    name: 'a PDF with /OpenAction JavaScript',
    fileName: '政策.pdf',
    content: () => withCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    message: MSG.pdfActiveContent,
  },
  {
    name: 'a PDF with a /JS action',
    fileName: '政策.pdf',
    content: () => withCatalog('/X << /JS 9 0 R >>'),
    message: MSG.pdfActiveContent,
  },
  {
    name: 'a PDF with an /OpenAction only',
    fileName: '政策.pdf',
    content: () => withCatalog('/OpenAction [4 0 R /Fit]'),
    message: MSG.pdfActiveContent,
  },
  {
    name: 'a PDF with /JavaScript spelt with # escapes',
    fileName: '政策.pdf',
    content: () => withCatalog('/Names << /J#61va#53cript 9 0 R >>'),
    message: MSG.pdfActiveContent,
  },
  {
    name: 'a PDF with an additional action launching a file',
    fileName: '政策.pdf',
    content: () => withCatalog('/AA << /O << /S /Launch /F (calc.exe) >> >>'),
    message: MSG.pdfActiveContent,
  },
  {
    name: 'a name climbing with ../',
    fileName: '../../../etc/cron.d/政策.pdf',
    content: () => demoPdf(['x']),
    message: FILE_NAME_INVALID,
  },
  {
    name: 'a Windows name climbing with ..\\',
    fileName: '..\\..\\政策.pdf',
    content: () => demoPdf(['x']),
    message: FILE_NAME_INVALID,
  },
  { name: 'an absolute name', fileName: '/etc/政策.pdf', content: () => demoPdf(['x']), message: FILE_NAME_INVALID },
  { name: 'a drive name', fileName: 'C:政策.pdf', content: () => demoPdf(['x']), message: FILE_NAME_INVALID },
  {
    name: 'a name with a control character',
    fileName: '政\u0001策.pdf',
    content: () => demoPdf(['x']),
    message: /[\u4e00-\u9fff]/,
  },
  {
    name: 'a name of 300 characters',
    fileName: longName('pdf'),
    content: () => demoPdf(['x']),
    message: MSG.saveFailedFileNameTooLong,
  },
].map((upload) => ({ ...upload, endpoint: 'policy' as const }));

const workbooks: Omit<HostileUpload, 'endpoint'>[] = [
  {
    name: 'a .csv',
    fileName: '导入.csv',
    content: () => Buffer.from('日期,是否放假,名称\n'),
    message: MSG.importXlsxOnly,
  },
  {
    name: 'an .xlsx that is text',
    fileName: '导入.xlsx',
    content: () => Buffer.from('日期,是否放假,名称\n2027-01-01,是,元旦\n'),
    message: MSG.importUnreadable,
  },
  { name: 'an .xlsx that is a PNG', fileName: '导入.xlsx', content: () => pngBytes, message: MSG.importUnreadable },
  { name: 'zero bytes', fileName: '导入.xlsx', content: () => Buffer.alloc(0), message: MSG.zeroByteFile },
  {
    name: 'a file over the upload limit (50 MB)',
    fileName: '导入.xlsx',
    content: async () => Buffer.concat([await xlsxFile([['日期']]), Buffer.alloc(50 * 1024 * 1024)]),
    message: MSG.fileTooLargeGeneric,
  },
  {
    name: 'a zip bomb: 2 MB on disk, a 2 GB sheet of one byte repeated',
    fileName: '导入.xlsx',
    content: () => handWrittenXlsx([bombSheet(2048)]),
    message: MSG.importInflatedTooLarge,
  },
  {
    name: 'a zip bomb whose central directory says its 2 GB sheet is 4 KB',
    fileName: '导入.xlsx',
    content: () => handWrittenXlsx([bombSheet(2048, 4096)]),
    message: MSG.importInflatedTooLarge,
  },
  {
    name: 'a sheet with an external entity (file:///etc/passwd)',
    fileName: '导入.xlsx',
    content: () =>
      handWrittenXlsx([{ name: SHEET, text: worksheet(`${HEADER_ROW}<row r="2">${inline('&xxe;')}</row>`, XXE) }]),
    message: MSG.importDoctype,
  },
  {
    name: 'shared strings with a billion-laughs expansion',
    fileName: '导入.xlsx',
    content: () =>
      handWrittenXlsx([
        { name: 'xl/sharedStrings.xml', text: `<?xml version="1.0"?>${LAUGHS}<sst ${NS}><si><t>&lol9;</t></si></sst>` },
        { name: SHEET, text: worksheet(HEADER_ROW) },
      ]),
    message: MSG.importDoctype,
  },
  {
    name: 'a name climbing with ../',
    fileName: '../../导入.xlsx',
    content: () => xlsxFile([['日期']]),
    message: FILE_NAME_INVALID,
  },
  {
    name: 'an absolute name',
    fileName: '/tmp/导入.xlsx',
    content: () => xlsxFile([['日期']]),
    message: FILE_NAME_INVALID,
  },
  {
    name: 'a name with a control character',
    fileName: '导\u001b入.xlsx',
    content: () => xlsxFile([['日期']]),
    message: /[\u4e00-\u9fff]/,
  },
  {
    name: 'a name of 300 characters',
    fileName: longName('xlsx'),
    content: () => xlsxFile([['日期']]),
    message: MSG.saveFailedFileNameTooLong,
  },
];

const corpus: HostileUpload[] = [
  ...attachments,
  ...(['holidayImport', 'practiceAbilityImport'] as const).flatMap((endpoint) =>
    workbooks.map((upload) => ({ ...upload, endpoint })),
  ),
];

// ---- the checks -----------------------------------------------------------------------------

/** Every file and folder under the app's data directory (the storage root and its siblings). */
const dataDirectory = async () => (await fs.readdir(t.dataDir, { recursive: true })).sort();

/** Runs `work` while sampling the process's resident size every few milliseconds; the largest rise. */
async function peakMemoryRise<T>(work: () => Promise<T>): Promise<{ result: T; rise: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, rise: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

function send(endpoint: Endpoint, fileName: string, content: Buffer) {
  const { url, field, caller, fields } = ENDPOINTS[endpoint];
  const body = multipart(fields as Record<string, string>, [{ field, fileName, content }]);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...callers[caller] }, payload: body.payload });
}

describe('hostile uploads', () => {
  it.each([
    ['policy', '政策.pdf', () => demoPdf(['policy'])],
    [
      'holidayImport',
      '节假日.xlsx',
      () =>
        xlsxFile([
          ['日期', '是否放假', '名称'],
          ['2027-01-01', '是', '元旦'],
        ]),
    ],
  ] as const)(
    'takes a clean file on %s (the checks refuse only what is hostile)',
    async (endpoint, fileName, content) => {
      const response = await send(endpoint, fileName, await content());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    },
  );

  it.each(corpus.map((upload) => [`${upload.endpoint}: ${upload.name}`, upload] as const))(
    'refuses %s',
    async (_name, { endpoint, fileName, content, message }) => {
      const file = await content();
      const before = await dataDirectory();
      const { result: response, rise } = await peakMemoryRise(() => send(endpoint, fileName, file));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      if (typeof message === 'string') expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
      expect(await dataDirectory()).toEqual(before);
      if (fileName.includes('..') || fileName.startsWith('/'))
        await expect(fs.access(path.resolve(t.dataDir, 'files', fileName))).rejects.toThrow();
      expect(rise, `resident size rose ${Math.round(rise / 2 ** 20)} MB`).toBeLessThan(MEMORY_BOUND);
    },
  );
});
