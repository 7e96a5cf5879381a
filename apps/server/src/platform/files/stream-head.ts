import { Readable } from 'node:stream';

/**
 * Reads the first `length` bytes of a stream (fewer if it is shorter) without losing them:
 * `rest` replays the head and then the remainder, keeping back-pressure and errors.
 */
export async function readHead(input: Readable, length: number): Promise<{ head: Buffer; rest: Readable }> {
  const chunks = input[Symbol.asyncIterator]();
  const buffered: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value as Buffer);
    buffered.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(buffered).subarray(0, length);
  async function* replay() {
    yield* buffered;
    for await (const chunk of { [Symbol.asyncIterator]: () => chunks }) yield chunk as Buffer;
  }
  return { head, rest: Readable.from(replay(), { objectMode: false }) };
}
