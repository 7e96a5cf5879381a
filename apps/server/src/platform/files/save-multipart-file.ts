import { Readable } from 'node:stream';
import { fileTooLarge, MSG } from '@credit/rules';
import type { MultipartFile } from '@fastify/multipart';
import { refuseControlCharacters } from '../control-characters.ts';
import { AppError } from '../errors.ts';
import { checkUploadContent, checkUploadName, checkUploadSize, type UploadRules } from './check-upload.ts';
import { newStorageKey, type FileStorage } from './file-storage.ts';
import { SIGNATURE_LENGTH } from './file-types.ts';
import { refusingPdfActiveContent } from './pdf-active-content.ts';
import { readHead } from './stream-head.ts';

export interface SavedFile {
  key: string;
  /** The client's name, cleaned, for display only. */
  fileName: string;
  size: number;
  extension: string;
}

/**
 * Checks and stores one uploaded file part while it streams in: the name and the first bytes are
 * checked before anything is written, and the size (and a PDF's active content) as the bytes
 * arrive, so an oversized or scripted file is cut off and its partial copy removed.
 */
export async function saveMultipartFile(
  part: Pick<MultipartFile, 'file' | 'filename' | 'fieldname'>,
  { storage, ...rules }: UploadRules & { storage: FileStorage },
): Promise<SavedFile> {
  try {
    refuseControlCharacters(part.filename, part.fieldname, { multiLine: false });
    const { fileName, extension } = checkUploadName(part.filename, rules.allowedExtensions);
    const { head, rest } = await readHead(part.file, SIGNATURE_LENGTH);
    checkUploadSize(head.length, rules.maxSizeKb);
    checkUploadContent(extension, head);
    const key = newStorageKey(extension);
    const limited = limitBytes(rest, rules.maxSizeKb);
    const content = extension === 'pdf' ? refusingPdfActiveContent(limited) : limited;
    const { size } = await storage.put(key, Readable.from(content));
    if (part.file.truncated) {
      // Cut short by the multipart plugin's own limit, which lies above this type's.
      await storage.remove(key);
      throw new AppError(MSG.fileTooLargeGeneric);
    }
    return { key, fileName, size, extension };
  } catch (error) {
    // Stops the multipart parser from waiting for a consumer that has given up on this part.
    part.file.destroy();
    throw error;
  }
}

async function* limitBytes(source: AsyncIterable<Buffer>, maxSizeKb: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > maxSizeKb * 1024) throw new AppError(fileTooLarge(maxSizeKb));
    yield chunk;
  }
}
