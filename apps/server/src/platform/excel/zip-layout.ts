import type { FileHandle } from 'node:fs/promises';

export interface ZipEntry {
  name: string;
  /** The entry's bytes (local header, data, descriptor). */
  start: number;
  end: number;
  /** Its compressed data: where it starts, how long it is, and how it is compressed (0 stored, 8 deflated). */
  dataStart: number;
  compressedSize: number;
  method: number;
  /** What the data inflates to: its CRC-32 and length, which the reader checks. */
  crc32: number;
  size: number;
}

export interface ZipLayout {
  /** Each entry, in file order. */
  entries: ZipEntry[];
  /** Where the central directory starts; it runs to the end of the file. */
  centralDirectoryStart: number;
}

const END_RECORD = 0x06054b50;
const END_RECORD_SIZE = 22;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The entries of a complete zip file, from its central directory. Null when the file is not
 * a whole zip — not a zip at all, cut short, or a zip64 archive, which no spreadsheet upload
 * needs — so a broken upload is refused before any of it is read.
 */
export async function readZipLayout(file: FileHandle, size: number): Promise<ZipLayout | null> {
  const tailStart = Math.max(0, size - END_RECORD_SIZE - MAX_COMMENT);
  const tail = await readAt(file, tailStart, size - tailStart);
  let end = tail.length - END_RECORD_SIZE;
  while (
    end >= 0 &&
    !(tail.readUInt32LE(end) === END_RECORD && end + END_RECORD_SIZE + tail.readUInt16LE(end + 20) === tail.length)
  )
    end -= 1;
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryStart = tail.readUInt32LE(end + 16);
  if (directoryStart + directorySize !== tailStart + end) return null;

  const directory = await readAt(file, directoryStart, directorySize);
  const starts: Omit<ZipEntry, 'end' | 'dataStart'>[] = [];
  for (let at = 0, index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    starts.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      start: directory.readUInt32LE(at + 42),
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  starts.sort((a, b) => a.start - b.start);
  // A zip starts with its first entry's header, the PK\x03\x04 every xlsx begins with.
  if (starts[0]?.start !== 0) return null;
  const entries: ZipEntry[] = [];
  for (const [index, entry] of starts.entries()) {
    const end = starts[index + 1]?.start ?? directoryStart;
    const header = await readAt(file, entry.start, LOCAL_HEADER_SIZE);
    if (end <= entry.start || header.length < LOCAL_HEADER_SIZE || header.readUInt32LE(0) !== LOCAL_HEADER) return null;
    const dataStart = entry.start + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataStart + entry.compressedSize > end) return null;
    entries.push({ ...entry, end, dataStart });
  }
  return { entries, centralDirectoryStart: directoryStart };
}
