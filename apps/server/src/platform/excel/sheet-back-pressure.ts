import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

interface ZipInput extends EventEmitter {
  // A Writable of the readable-stream 2 package, which predates the public `writableNeedDrain`.
  _writableState: { needDrain: boolean };
}

/**
 * exceljs's streaming writer pushes each committed row into the zip archiver's input stream
 * without ever looking at write()'s answer, so with a slow client (or a compressor slower than
 * the database) every row of the export piles up in memory. That input stream is the one place
 * where the whole pipeline's back-pressure becomes visible; this finds it so the writer can wait.
 */
export function sheetZipInput(sheet: object): ZipInput {
  const sheetBuffer = (sheet as { stream?: { pipes?: unknown[] } }).stream;
  const input = sheetBuffer?.pipes?.[0] as Partial<ZipInput> | undefined;
  if (typeof input?._writableState?.needDrain !== 'boolean' || typeof input.on !== 'function') {
    throw new Error('exceljs no longer exposes the worksheet zip input; the export cannot bound its memory');
  }
  return input as ZipInput;
}

/** Resolves when `emitter` drains; rejects if the output is gone (the client hung up). */
function drained(emitter: EventEmitter, output: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      emitter.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export output closed'));
    emitter.on('drain', onDrain);
    output.on('close', onClose);
  });
}

/**
 * Resolves once the pipeline has room again: the zip input, and the output itself. Waiting for
 * the input alone lets the compressor's buffers fill with tens of thousands of rows (compressed
 * rows are small) while the client reads nothing.
 */
export async function roomInInput(input: ZipInput, output: Writable): Promise<void> {
  if (output.destroyed) throw new Error('export output closed');
  if (input._writableState.needDrain) await drained(input, output);
  if (output.writableNeedDrain) await drained(output, output);
}
