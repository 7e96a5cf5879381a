import { Worker } from 'node:worker_threads';
import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';
import type { PlainSheetRow, SheetReadJob, SheetReaderMessage, SheetReaderRequest } from './sheet-rows-protocol.ts';

/** How long a reader thread that finished a workbook waits for the next one before it stops. */
const IDLE_MS = 60_000;

/**
 * One reader thread is kept for a while after its workbook, as starting one costs a few hundred
 * milliseconds; imports that overlap each start their own.
 */
let idle: { reader: Worker; timer: NodeJS.Timeout } | undefined;

/**
 * The reader thread's module lies beside this one: as TypeScript in the sources (tests and
 * development, where the thread registers tsx before loading it), as JavaScript beside the
 * server's bundle once built (scripts/build-server.mjs builds it as a second entry).
 */
function startReader(): Worker {
  const reader = import.meta.url.endsWith('.ts')
    ? new Worker(fromSources(new URL('./sheet-reader-thread.ts', import.meta.url)), {
        eval: true,
        // tsx's compile cache would be a directory left in the temporary folder imports keep clean.
        env: { ...process.env, TSX_DISABLE_CACHE: '1' },
      })
    : new Worker(new URL('./sheet-reader-thread.js', import.meta.url));
  // A kept reader that dies while it waits is never handed a workbook.
  reader.once('exit', () => {
    if (idle?.reader !== reader) return;
    clearTimeout(idle.timer);
    idle = undefined;
  });
  return reader;
}

/** A thread's code that registers tsx, then loads a TypeScript module. */
function fromSources(module: URL): string {
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
}

function takeReader(): Worker {
  if (!idle) return startReader();
  const { reader, timer } = idle;
  idle = undefined;
  clearTimeout(timer);
  reader.ref();
  return reader;
}

function keepReader(reader: Worker): void {
  if (idle) {
    void reader.terminate();
    return;
  }
  reader.unref();
  const timer = setTimeout(() => {
    if (idle?.reader === reader) idle = undefined;
    void reader.terminate();
  }, IDLE_MS).unref();
  idle = { reader, timer };
}

type Inbox = SheetReaderMessage | { failed: Error };

/**
 * The first sheet's rows of a whole xlsx file, inflated and parsed on a reader thread and
 * taken here a batch at a time, as the thread sends them; a file the thread finds broken is
 * refused with the spec's message. A reader that read to the end is kept for the next workbook;
 * one that stopped elsewhere ends.
 */
export async function* sheetRows(job: SheetReadJob): AsyncGenerator<PlainSheetRow[]> {
  const reader = takeReader();
  const inbox: Inbox[] = [];
  let wake: (() => void) | undefined;
  const receive = (message: Inbox) => {
    inbox.push(message);
    wake?.();
  };
  const onError = (error: Error) => receive({ failed: error });
  const onExit = (code: number) => receive({ failed: new Error(`the sheet reader stopped with code ${code}`) });
  reader.on('message', receive).on('error', onError).on('exit', onExit);
  const ask = (request: SheetReaderRequest) => reader.postMessage(request);
  let readToEnd = false;
  try {
    ask({ read: job });
    for (;;) {
      while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift() as Inbox;
      if ('failed' in message) throw message.failed;
      readToEnd = 'done' in message;
      if ('done' in message) return;
      if ('unreadable' in message) throw new AppError(message.message ?? MSG.importUnreadable);
      ask({ more: true });
      yield message.rows;
    }
  } finally {
    reader.off('message', receive).off('error', onError).off('exit', onExit);
    if (readToEnd) keepReader(reader);
    else await reader.terminate();
  }
}
