// The worker thread that reads uploaded workbooks, one at a time: inflating and parsing run here,
// beside the import's checks and saves on the main thread, so the server keeps answering while a
// 100 000-row file is read. Rows go to the import in batches, as plain values; the import asks
// for each further batch, so the reader never runs more than MESSAGES_AHEAD batches ahead.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { firstSheetRows } from './first-sheet-rows.ts';
import {
  MESSAGES_AHEAD,
  READER_NICENESS,
  ROWS_PER_MESSAGE,
  type PlainSheetRow,
  type SheetReadJob,
  type SheetReaderMessage,
  type SheetReaderRequest,
} from './sheet-rows-protocol.ts';
import { WorkbookRefused } from './workbook-refused.ts';

const port = parentPort;
if (!port) throw new Error('the sheet reader runs as a worker thread');

// On Linux a thread has its own nice value: where the cores are busy, the threads answering
// requests (and the database) go first, and the reader takes what is left.
if (process.platform === 'linux') os.setPriority(0, READER_NICENESS);

let credit = 0;
let wake: (() => void) | undefined;

async function send(message: SheetReaderMessage): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
  port?.postMessage(message);
}

async function readSheet({ path, layout }: SheetReadJob): Promise<void> {
  let rows: PlainSheetRow[] = [];
  for await (const piece of firstSheetRows(path, layout)) {
    for (const row of piece) rows.push(row);
    if (rows.length < ROWS_PER_MESSAGE) continue;
    await send({ rows });
    rows = [];
  }
  if (rows.length > 0) await send({ rows });
}

port.on('message', (request: SheetReaderRequest) => {
  if ('more' in request) {
    credit += 1;
    wake?.();
    return;
  }
  credit = MESSAGES_AHEAD;
  readSheet(request.read).then(
    () => port.postMessage({ done: true } satisfies SheetReaderMessage),
    (error: unknown) =>
      port.postMessage({
        unreadable: true,
        message: error instanceof WorkbookRefused ? error.message : undefined,
      } satisfies SheetReaderMessage),
  );
});
