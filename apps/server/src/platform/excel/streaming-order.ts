import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { ZipLayout } from './zip-layout.ts';

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** A stored (uncompressed) zip entry holding an empty shared-strings part. */
function emptySharedStringsEntry(): Buffer {
  const name = Buffer.from(SHARED_STRINGS);
  const data = Buffer.from(
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
  );
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x21, 12); // 1980-01-01, the zip epoch
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

/**
 * The workbook's bytes reordered for exceljs's streaming reader. Excel writes the sheets before
 * the shared strings, and exceljs then parks every sheet in temporary files it only removes when
 * the whole workbook has been read (never, if the import stops at a bad header). With the sheets
 * last — and an empty shared-strings part when the file has none — rows stream straight from
 * this file. The central directory goes last, unchanged: the reader only needs to walk past it.
 */
export function inStreamingOrder(path: string, layout: ZipLayout): Readable {
  const sheets = layout.entries.filter((entry) => WORKSHEET.test(entry.name));
  const parts = layout.entries.filter((entry) => !WORKSHEET.test(entry.name));
  const range = (start: number, end: number) => createReadStream(path, { start, end: end - 1 });
  async function* bytes(): AsyncGenerator<Buffer> {
    for (const part of parts) yield* range(part.start, part.end);
    if (!parts.some((part) => part.name === SHARED_STRINGS)) yield emptySharedStringsEntry();
    for (const sheet of sheets) yield* range(sheet.start, sheet.end);
    yield* createReadStream(path, { start: layout.centralDirectoryStart });
  }
  return Readable.from(bytes(), { objectMode: false });
}
