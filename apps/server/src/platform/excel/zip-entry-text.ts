import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { crc32, createInflateRaw } from 'node:zlib';
import { MSG } from '@credit/rules';
import { WorkbookRefused } from './workbook-refused.ts';
import type { ZipEntry } from './zip-layout.ts';

const STORED = 0;
const DEFLATED = 8;

/** The entry's data as it was before it was compressed. */
function entryBytes(path: string, entry: ZipEntry): Readable | undefined {
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new Error(`zip entry ${entry.name} is compressed by method ${entry.method}`);
  if (entry.compressedSize === 0) return undefined;
  const bytes = createReadStream(path, { start: entry.dataStart, end: entry.dataStart + entry.compressedSize - 1 });
  if (entry.method === STORED) return bytes;
  const inflated = bytes.pipe(createInflateRaw());
  bytes.on('error', (error) => inflated.destroy(error));
  inflated.on('close', () => bytes.destroy());
  return inflated;
}

/**
 * An entry of a zip file as UTF-8 text, in pieces as it is inflated (a character split between
 * two pieces of bytes comes whole in the next piece of text). Throws at the end when the data is
 * not what the zip's directory says it was (CRC-32 and length): a damaged file is refused, however
 * well its damaged part inflates. Inflating stops as soon as it passes the length the directory
 * gave: a directory that understates a part (a zip bomb) costs no more than an honest one.
 */
export async function* zipEntryText(path: string, entry: ZipEntry): AsyncGenerator<string> {
  const bytes = entryBytes(path, entry);
  const decoder = new StringDecoder('utf8');
  let checksum = 0;
  let size = 0;
  for await (const chunk of (bytes ?? []) as AsyncIterable<Buffer>) {
    checksum = crc32(chunk, checksum);
    size += chunk.length;
    if (size > entry.size) {
      bytes?.destroy();
      throw new WorkbookRefused(MSG.importInflatedTooLarge);
    }
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
  if (checksum !== entry.crc32 || size !== entry.size) throw new Error(`zip entry ${entry.name} is damaged`);
}
