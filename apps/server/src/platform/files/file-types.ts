interface FileType {
  contentType: string;
  /** Byte prefixes the content must start with (any one of them). */
  signatures: Buffer[];
  /** Safe to show in the browser (images and pdf). */
  viewable: boolean;
}

const JPEG = { contentType: 'image/jpeg', signatures: [Buffer.from([0xff, 0xd8, 0xff])], viewable: true };
const ZIP = [Buffer.from('PK\x03\x04', 'latin1')];

/** The file types the platform accepts, each with the bytes its content starts with. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: {
    contentType: 'image/png',
    signatures: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    viewable: true,
  },
  gif: { contentType: 'image/gif', signatures: [Buffer.from('GIF87a'), Buffer.from('GIF89a')], viewable: true },
  pdf: { contentType: 'application/pdf', signatures: [Buffer.from('%PDF-')], viewable: true },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signatures: ZIP,
    viewable: false,
  },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: ZIP,
    viewable: false,
  },
};

/** How many leading bytes are enough to recognise any type in the table. */
export const SIGNATURE_LENGTH = Math.max(
  ...Object.values(FILE_TYPES).flatMap((t) => t.signatures.map((s) => s.length)),
);

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function contentMatches(extension: string, head: Buffer): boolean {
  return (
    FILE_TYPES[extension]?.signatures.some((signature) => head.subarray(0, signature.length).equals(signature)) ?? false
  );
}
