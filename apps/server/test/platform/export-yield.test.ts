import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../src/platform/excel/index.ts';
import { SLICE_MS } from '../../src/platform/excel/event-loop-slices.ts';
import { sheetValues } from './excel-fixtures.ts';

const BATCH = 500;
const BATCHES = 2;
/** What writing one row costs here, in wall-clock time: a slice holds at most SLICE_MS / ROW_MS rows. */
const ROW_MS = 1;

/** Rows as a database cursor hands them out: a batch at a time, after a wait, then every row of it at once. */
async function* cursorLikeRows(progress: { taken: number }) {
  for (let b = 0; b < BATCHES; b += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    for (let i = 0; i < BATCH; i += 1) {
      progress.taken += 1;
      yield { name: `海南省建设工程有限公司${b}-${i}`, code: `91460000MA5T${String(i).padStart(6, '0')}` };
    }
  }
}

/** A column whose every cell takes ROW_MS to write, as a slow presenter or a loaded machine would. */
function slowly(value: unknown): string {
  const until = performance.now() + ROW_MS;
  while (performance.now() < until);
  return String(value);
}

describe('a long export', () => {
  it('lets the event loop turn every few milliseconds while it writes rows read at once', async () => {
    // An output that never pushes back, as a socket to a client on a fast network: the export
    // never waits for it, so only the writer itself can let other work in.
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const progress = { taken: 0 };
    // Rows taken at each turn of the event loop while the export runs.
    const atTurns: number[] = [];
    let running = true;
    const turn = () => {
      atTurns.push(progress.taken);
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await writeXlsx(
      output,
      [
        { header: '企业名称', key: 'name', format: slowly },
        { header: '统一社会信用代码', key: 'code' },
      ],
      cursorLikeRows(progress),
    );
    running = false;
    expect((await sheetValues(Buffer.concat(chunks))).length).toBe(1 + BATCH * BATCHES);
    const rowsBetweenTurns = atTurns.slice(1).map((taken, index) => taken - (atTurns[index] ?? 0));
    // Twice a slice's rows, for the row under way when the slice ends; the machine's load only makes slices hold fewer.
    expect(Math.max(...rowsBetweenTurns)).toBeLessThanOrEqual((2 * SLICE_MS) / ROW_MS);
  });
});
