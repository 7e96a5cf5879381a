import type { ImportCellValue } from './import-xlsx.ts';
import type { PlainSheetRow } from './sheet-rows-protocol.ts';
import {
  attributeIn,
  decodeXmlText,
  elementPlace,
  findElement,
  refusingDoctype,
  streamedElements,
  stringItemText,
  type ElementPlace,
} from './xml-elements.ts';
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
  for (let at = 0; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column || undefined;
}

const cell = elementPlace();
const part = elementPlace();

/**
 * What the cell at `place` holds in its first `<v>` (or `<is>`), or undefined when it has none. A
 * value written first, as Excel does, is read in place; other content is cut out first, so that
 * looking for an element the cell lacks never runs on through the rest of the row.
 */
function partText(content: string, place: ElementPlace, name: 'v' | 'is'): string | undefined {
  const { contentStart, contentEnd } = place;
  if (contentStart === contentEnd) return undefined;
  if (content.startsWith(`<${name}>`, contentStart)) {
    if (findElement(content, name, contentStart, contentEnd, part) === 'whole')
      return content.slice(part.contentStart, part.contentEnd);
    return undefined;
  }
  const own = content.slice(contentStart, contentEnd);
  if (findElement(own, name, 0, own.length, part) !== 'whole') return undefined;
  return own.slice(part.contentStart, part.contentEnd);
}

/**
 * A cell's value as the import takes it: shared and inline strings as their text (rich text
 * joined), formulas by their last result, numbers as numbers (dates too: the import reads no
 * styles), booleans as booleans, error values and blank text as no value.
 */
function cellValue(content: string, place: ElementPlace, sharedStrings: readonly ImportCellValue[]): ImportCellValue {
  const type = attributeIn(content, 't', place.start, place.contentStart);
  if (type === 'inlineStr') {
    const inline = partText(content, place, 'is');
    if (inline !== undefined) return plainText(stringItemText(inline));
  }
  const written = partText(content, place, 'v');
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
  for (let at = 0; findElement(content, 'c', at, content.length, cell) === 'whole'; at = cell.end) {
    column = columnOf(attributeIn(content, 'r', cell.start, cell.contentStart)) ?? column + 1;
    while (cells.length < column) cells.push(null);
    cells[column] = cellValue(content, cell, sharedStrings);
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
  const items = streamedElements(refusingDoctype(zipEntryText(path, entry)), 'si', (xml, item) => {
    chars += item.contentEnd - item.contentStart;
    if (chars > MAX_SHARED_CHARS) throw new Error('more shared strings than the reader takes');
    return plainText(stringItemText(xml.slice(item.contentStart, item.contentEnd)));
  });
  for await (const piece of items) for (const text of piece) strings.push(text);
  return strings;
}

/**
 * The rows of a workbook's first sheet (the first worksheet part in the file), streamed from the
 * file as it is inflated, a piece of text's rows at a time, each with its number as the sheet gives
 * it and its cells as plain values. The shared strings are read first, whatever their place in the
 * file. Throws on a part that is not what a worksheet holds.
 */
export async function* firstSheetRows(path: string, layout: ZipLayout): AsyncGenerator<PlainSheetRow[]> {
  const sheet = layout.entries.find((entry) => WORKSHEET.test(entry.name));
  if (!sheet) throw new Error('the workbook has no sheet');
  const sharedStrings = await readSharedStrings(path, layout);
  let number = 0;
  yield* streamedElements(refusingDoctype(zipEntryText(path, sheet)), 'row', (xml, row): PlainSheetRow => {
    number = Number(attributeIn(xml, 'r', row.start, row.contentStart)) || number + 1;
    return { number, cells: rowCells(xml.slice(row.contentStart, row.contentEnd), sharedStrings) };
  });
}
