import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetRow {
  number: number;
  /** exceljs's cell values, indexed from 1 by column. */
  values: unknown[];
}

/**
 * The rows of a workbook's first sheet, read by exceljs as the bytes stream in.
 *
 * exceljs's unzipper reports a corrupt entry on its own stream, which exceljs does not listen
 * to while it reads a sheet: the read would wait forever. The error is caught where the bytes
 * are piped into the unzipper, and ends the wait.
 */
export async function* firstSheetRows(workbook: Readable): AsyncGenerator<SheetRow> {
  const unzipFailed = new AbortController();
  const pipe = workbook.pipe.bind(workbook);
  workbook.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on('error', (error: Error) => unzipFailed.abort(error));
    decodeXmlPartsAsText(destination);
    return pipe(destination, options);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbook, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const sheets = untilAborted(reader, unzipFailed.signal);
  const first = await sheets.next();
  if (first.done) throw new Error('the workbook has no sheet');
  for await (const row of untilAborted(first.value, unzipFailed.signal)) {
    yield { number: row.number, values: row.values as unknown[] };
  }
}

interface ZipEntry {
  path?: unknown;
  setEncoding?: (encoding: BufferEncoding) => unknown;
}

const XML_PART = /\.(xml|rels)$/;

/**
 * exceljs decodes each chunk of a part on its own, so a Chinese character split between two
 * chunks comes out as U+FFFD (exceljs issues #2063, #2084). Each XML part is handed out as
 * text decoded by the stream itself, which carries a split character over to the next chunk.
 */
function decodeXmlPartsAsText(unzipper: NodeJS.WritableStream): void {
  const target = unzipper as unknown as { push: (entry: ZipEntry | null) => boolean };
  const push = target.push.bind(target);
  target.push = (entry) => {
    if (entry && typeof entry.path === 'string' && XML_PART.test(entry.path)) entry.setEncoding?.('utf8');
    return push(entry);
  };
}

async function* untilAborted<T>(iterable: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  for (;;) {
    const step = await abortable(iterator.next(), signal);
    if (step.done) return;
    yield step.value;
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
