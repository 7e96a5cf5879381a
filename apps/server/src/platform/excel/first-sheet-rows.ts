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
