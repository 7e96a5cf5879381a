import { PassThrough, Readable, type Writable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** An xlsx file as Excel-like tools produce it, from rows of cell values (the first row is the header). */
export async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The cell values of the first sheet, row by row, read back with exceljs's full reader. */
export async function sheetValues(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export async function loadWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** Everything written to a stream, once it has finished. */
export async function written(write: (output: Writable) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  return Buffer.concat(chunks);
}

export const streamOf = (bytes: Buffer): Readable => Readable.from([bytes]);

interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** The local entries of a zip whose headers carry their sizes (as exceljs writes them). */
function zipEntries(zip: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const nameLength = zip.readUInt16LE(at + 26);
    const end = at + 30 + nameLength + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
    entries.push({ name: zip.subarray(at + 30, at + 30 + nameLength).toString(), bytes: zip.subarray(at, end) });
    at = end;
  }
  return entries;
}

/** The file cut off half-way, as an interrupted upload leaves it. */
export const truncated = (zip: Buffer): Buffer => zip.subarray(0, Math.floor(zip.length / 2));

/**
 * The file with the compressed data of its sheet damaged part-way, the zip structure intact:
 * a reader gets through the first rows before it fails.
 */
export function corruptedMidSheet(zip: Buffer): Buffer {
  const sheet = zipEntries(zip).find((entry) => entry.name.startsWith('xl/worksheets/sheet'));
  if (!sheet) throw new Error('no sheet in the file');
  const damaged = Buffer.from(zip);
  const at = sheet.bytes.byteOffset - zip.byteOffset + Math.floor(sheet.bytes.length * 0.6);
  damaged.fill(0xff, at, at + 64);
  return damaged;
}

/** A part of a hand-written xlsx: its name, its text, and whether it is stored rather than deflated. */
export interface XlsxPart {
  name: string;
  text: string;
  stored?: boolean;
  /** Data deflated beforehand with what the directory says of it (true or not), in place of `text`. */
  deflated?: { bytes: Buffer; crc32: number; size: number };
}

/**
 * A zip of the given parts in the given order, written as the format lays it out (local headers,
 * data, central directory): for workbooks whose XML a test spells out as other tools write it.
 */
export function handWrittenXlsx(parts: readonly XlsxPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = Buffer.from(part.text);
    const compressed = part.deflated?.bytes ?? (part.stored ? data : deflateRawSync(data));
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(part.stored ? 0 : 8, at);
      header.writeUInt32LE(part.deflated?.crc32 ?? crc32(data), at + 6);
      header.writeUInt32LE(compressed.length, at + 10);
      header.writeUInt32LE(part.deflated?.size ?? data.length, at + 14);
      header.writeUInt16LE(name.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
