import ExcelJS from 'exceljs';
import { crc32, demoPdf, pngChunk } from './demo-files.ts';

/**
 * The attachments users send besides one-page PDFs, made at seed time from a number (no binary is
 * checked in), so the same seed stores the same bytes: scanned pages as JPEG, photos of
 * certificates as noisy PNG (megabytes, as a phone's are), spreadsheets and Word documents.
 */

/** A file to store: its client name, extension and bytes. */
export interface DemoDocument {
  fileName: string;
  extension: string;
  content: Buffer;
}

/** Pseudo-random bytes of a seed (xorshift), for the noise of a photo. */
function noise(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/** Bits written most significant first, 0xFF stuffed as JPEG entropy data needs. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;
  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }
  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1);
    return Buffer.from(this.bytes);
  }
}

/** The standard luminance DC table (ITU T.81 K.3): code lengths of categories 0–11. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CODES = (() => {
  const codes: [number, number][] = [];
  let code = 0;
  DC_BITS.forEach((count, index) => {
    for (let n = 0; n < count; n++) codes.push([code++, index + 1]);
    code <<= 1;
  });
  return codes;
})();

const segment = (marker: number, body: number[]) =>
  Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body]);

/**
 * A grey-scale baseline JPEG of `width` × `height` (multiples of 8) whose 8 × 8 blocks each take the
 * grey `shade(column, row)` gives: a scanned page drawn in blocks, every block DC only.
 */
export function demoJpeg(width: number, height: number, shade: (column: number, row: number) => number): Buffer {
  const bits = new BitWriter();
  let previous = 0;
  for (let row = 0; row < height / 8; row++)
    for (let column = 0; column < width / 8; column++) {
      // Quantised by 1, a flat block's DC coefficient is 8 × (grey − 128).
      const dc = 8 * (Math.max(0, Math.min(255, Math.round(shade(column, row)))) - 128);
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const [code, length] = DC_CODES[category] ?? [0, 0];
      bits.write(code, length);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block: the only AC symbol, coded '0'
    }
  const dcValues = Array.from({ length: 12 }, (_, i) => i);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, ...DC_BITS, ...dcValues]),
    segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A scanned A4 page (`scale` blocks of 8 px per 1/40 of its width) with `lines` of dark text bars. */
export function demoScan(seed: number, scale = 1): Buffer {
  const width = 8 * 50 * scale;
  const height = 8 * 70 * scale;
  const bars = noise(seed, 70 * scale);
  return demoJpeg(width, height, (column, row) => {
    const margin = column < 4 * scale || column >= 46 * scale || row < 5 * scale || row >= 65 * scale;
    const line = row % 3 === 0 && column < 4 * scale + ((bars[row] ?? 0) % (40 * scale));
    return margin ? 245 : line ? 60 + (column % 5) * 8 : 235 - ((row + column) % 4);
  });
}

/**
 * A photo of a certificate: `width` × `height` RGB of sensor noise, stored without compression
 * (deflate's stored blocks), so its size is its pixels', about 3 bytes each.
 */
export function demoPhoto(seed: number, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = noise(seed, width * height * 3);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (1 + width * 3) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibStored(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Data in a zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let offset = 0; offset < data.length || offset === 0; offset += 65_535) {
    const block = data.subarray(offset, offset + 65_535);
    const last = offset + 65_535 >= data.length ? 1 : 0;
    const head = Buffer.from([
      last,
      block.length & 0xff,
      block.length >> 8,
      ~block.length & 0xff,
      (~block.length >> 8) & 0xff,
    ]);
    parts.push(head, block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([...parts, adler]);
}

/** A zip of `files` stored uncompressed, as a .docx or any Office file is packed. */
function storedZip(files: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (.docx) of `paragraphs`. */
export function demoDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p>`).join('');
  return storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

/** Workbooks made this run by title and size: ExcelJS takes tens of milliseconds a workbook, and the same bytes serve again. */
const workbooks = new Map<string, Promise<Buffer>>();

/** A workbook (.xlsx) with a header row and `rows` of figures, as a statement of accounts or a project list. */
export function demoXlsx(title: string, rows: number): Promise<Buffer> {
  const key = `${title}:${rows}`;
  const made = workbooks.get(key) ?? writeXlsx(title, rows);
  workbooks.set(key, made);
  return made;
}

async function writeXlsx(title: string, rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('明细');
  sheet.addRow([title]);
  sheet.addRow(['序号', '项目名称', '合同金额（万元）', '完成日期']);
  for (let n = 1; n <= rows; n++)
    sheet.addRow([
      n,
      `海口市第${n}号工程项目造价咨询`,
      Math.round(((n * 7919) % 100_000) / 10) / 10,
      `2026-${String(1 + (n % 12)).padStart(2, '0')}-15`,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The `n`th attachment of the year's items, round the kinds users send: a scanned page (jpg), a
 * certificate photo (png, up to a few MB), a multi-page PDF, a spreadsheet, a Word document.
 * `kinds` narrows it to the formats the form's attachment type accepts.
 */
export async function demoDocument(
  n: number,
  name: string,
  kinds: readonly ('jpg' | 'png' | 'pdf' | 'xlsx' | 'docx')[],
): Promise<DemoDocument> {
  const kind = kinds[n % kinds.length] ?? 'pdf';
  const file = (extension: string, content: Buffer): DemoDocument => ({
    fileName: `${name}.${extension}`,
    extension,
    content,
  });
  switch (kind) {
    case 'jpg':
      return file('jpg', demoScan(n + 1, 1 + (n % 3)));
    case 'png':
      // One in three is a full phone photo (1–3 MB); the others a cropped one of tens of KB.
      return file(
        'png',
        n % 3 === 0 ? demoPhoto(n + 1, 640 + (n % 4) * 160, 480 + (n % 4) * 120) : demoPhoto(n + 1, 120, 90),
      );
    case 'xlsx':
      return file('xlsx', await demoXlsx(name, 10 + (n % 5) * 60));
    case 'docx':
      return file('docx', demoDocx(Array.from({ length: 10 + (n % 7) * 60 }, (_, i) => `${name}：第${i + 1}条说明。`)));
    default:
      return file('pdf', demoPdf([`Attachment ${n + 1}`, 'Haikou construction credit platform'], 1 + (n % 6)));
  }
}
