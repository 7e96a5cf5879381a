import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../src/platform/excel/index.ts';

const ROWS = 200_000;
const MiB = 1024 * 1024;

/** A client that reads nothing until it is released, then reads slowly. */
function slowClient() {
  let held = true;
  const pending: (() => void)[] = [];
  let tail = Buffer.alloc(0);
  const output = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      tail = Buffer.concat([tail, chunk]).subarray(-64);
      if (held) pending.push(done);
      else setImmediate(done);
    },
  });
  const release = () => {
    held = false;
    pending.splice(0).forEach((done) => done());
  };
  return { output, release, tail: () => tail };
}

// Test workers start without --expose-gc; a forced full collection is what makes the figure exact.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory still held after a full collection: what the export keeps, without the noise of garbage. */
function retainedMemory(): number {
  collectGarbage();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

/** Samples retained memory while the export runs; returns the largest growth over the start. */
function retainedGrowth() {
  const baseline = retainedMemory();
  let peak = 0;
  const sample = () => (peak = Math.max(peak, retainedMemory() - baseline));
  const timer = setInterval(sample, 1000);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

describe('writeXlsx memory', () => {
  it('waits for a slow client instead of buffering the whole export', async () => {
    let rowsRead = 0;
    async function* databaseRows() {
      for (let index = 0; index < ROWS; index += 1) {
        rowsRead += 1;
        yield {
          id: index,
          enterpriseName: `上海市建设工程咨询有限公司第${index}分公司`,
          socialCreditCode: `91310000${String(index).padStart(10, '0')}`,
          registerYear: 2024,
          quarter: `第${(index % 4) + 1}季度`,
          level: '甲级',
          createPerson: `管理员${index % 97}`,
          reason: '',
        };
      }
    }
    const columns = [
      'id',
      'enterpriseName',
      'socialCreditCode',
      'registerYear',
      'quarter',
      'level',
      'createPerson',
      'reason',
    ] as const;
    const client = slowClient();
    const growth = retainedGrowth();

    const exported = writeXlsx(
      client.output,
      columns.map((key) => ({ header: key, key })),
      databaseRows(),
    );
    // Reading stops once the pipeline's buffers are full; how soon depends on the machine, not on the count.
    let readWhileClientHeld = -1;
    for (let waited = 0; readWhileClientHeld !== rowsRead && waited < 20_000; waited += 500) {
      readWhileClientHeld = rowsRead;
      await sleep(500);
    }
    growth.sample();
    client.release();
    await exported;
    const peak = growth.stop();

    // The writer stops within a few pages of rows of a client that reads nothing.
    expect(readWhileClientHeld).toBeLessThan(ROWS / 20);
    expect(rowsRead).toBe(ROWS);
    // A backstop against growth with the row count: the rows themselves would be well over 100 MiB;
    // what stays is the writer's working set plus the heap's own noise (3 to 21 MiB seen here).
    expect(peak).toBeLessThan(32 * MiB);
    // The workbook was completed: a zip ends with its end-of-central-directory record.
    expect(client.tail().includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
  });
});
