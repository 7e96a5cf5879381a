import type { ImportCellValue } from './import-xlsx.ts';
import type { PlainSheetRow } from './sheet-rows-protocol.ts';
import { attributeOf, childElements, decodeXmlText, streamedElements, stringItemText } from './xml-elements.ts';
import { zipEntryText } from './zip-entry-text.ts';
import type { ZipLayout } from './zip-layout.ts';

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Text as a cell's value: trimmed, and blank text no value at all. */
const plainText = (text: string): ImportCellValue => text.trim() || null;

/** A number as the sheet wrote it; text that is no number stays text. */
function plainNumber(written: string): ImportCellValue {
  if (written.trim() === '') return null;
  const value = Number(written);
  return Number.isFinite(value) ? value : plainText(decodeXmlText(written));
}

/** The column of a cell reference (`AB12` → 28); undefined when the reference has none. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column || undefined;
}

/** The text of a cell's `<v>`, or undefined when it has none. */
function valueText(content: string): string | undefined {
  for (const element of childElements(content, 'v')) return element.content;
  return undefined;
}

/**
 * A cell's value as the import takes it: shared and inline strings as their text (rich text
 * joined), formulas by their last result, numbers as numbers (dates too: the import reads no
 * styles), booleans as booleans, error values and blank text as no value.
 */
function cellValue(tag: string, content: string, sharedStrings: readonly ImportCellValue[]): ImportCellValue {
  const type = attributeOf(tag, 't');
  if (type === 'inlineStr') {
    for (const inline of childElements(content, 'is')) return plainText(stringItemText(inline.content));
  }
  const written = valueText(content);
  if (written === undefined) return null;
  switch (type) {
    case 's':
      return sharedStrings[Number(written)] ?? null;
    case 'str':
    case 'inlineStr':
    case 'd':
      return plainText(decodeXmlText(written));
    case 'b':
      return written.trim() === '1';
    case 'e':
      return null;
    default:
      return plainNumber(written);
  }
}

/** A row's cells indexed by column from 1; a cell without a reference takes the column after the last. */
function rowCells(content: string, sharedStrings: readonly ImportCellValue[]): ImportCellValue[] {
  const cells: ImportCellValue[] = [null];
  let column = 0;
  for (const cell of childElements(content, 'c')) {
    column = columnOf(attributeOf(cell.tag, 'r')) ?? column + 1;
    while (cells.length < column) cells.push(null);
    cells[column] = cellValue(cell.tag, cell.content, sharedStrings);
  }
  return cells;
}

/** The shared strings' text a workbook may hold (a 100,000-row import holds a few million characters). */
const MAX_SHARED_CHARS = 32 * 1024 * 1024;

async function readSharedStrings(path: string, layout: ZipLayout): Promise<ImportCellValue[]> {
  const entry = layout.entries.find((candidate) => candidate.name === SHARED_STRINGS);
  const strings: ImportCellValue[] = [];
  if (!entry) return strings;
  let chars = 0;
  for await (const item of streamedElements(zipEntryText(path, entry), 'si')) {
    chars += item.content.length;
    if (chars > MAX_SHARED_CHARS) throw new Error('more shared strings than the reader takes');
    strings.push(plainText(stringItemText(item.content)));
  }
  return strings;
}

/**
 * The rows of a workbook's first sheet (the first worksheet part in the file), streamed from the
 * file as it is inflated, each with its number as the sheet gives it and its cells as plain values.
 * The shared strings are read first, whatever their place in the file. Throws on a part that is
 * not what a worksheet holds.
 */
export async function* firstSheetRows(path: string, layout: ZipLayout): AsyncGenerator<PlainSheetRow> {
  const sheet = layout.entries.find((entry) => WORKSHEET.test(entry.name));
  if (!sheet) throw new Error('the workbook has no sheet');
  const sharedStrings = await readSharedStrings(path, layout);
  let number = 0;
  for await (const row of streamedElements(zipEntryText(path, sheet), 'row')) {
    number = Number(attributeOf(row.tag, 'r')) || number + 1;
    yield { number, cells: rowCells(row.content, sharedStrings) };
  }
}
