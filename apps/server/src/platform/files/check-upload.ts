import { fileTooLarge, MSG } from '@credit/rules';
import { AppError } from '../errors.ts';
import { displayFileName } from './display-file-name.ts';
import { contentMatches, extensionOf } from './file-types.ts';

export const FILE_NAME_INVALID = '文件名称不合法，请重新选择文件';

/** Used when an attachment type does not list its own extensions (spec §5 Upload). */
export const DEFAULT_UPLOAD_EXTENSIONS: readonly string[] = ['jpg', 'gif', 'png', 'jpeg', 'pdf'];

export interface UploadRules {
  allowedExtensions?: readonly string[];
  maxSizeKb: number;
}

export interface UploadCandidate extends UploadRules {
  fileName: string;
  /** The first bytes of the content: enough to recognise its format. */
  head: Buffer;
  size: number;
}

/** The longest client file name taken (most file systems' limit); longer ones are shown shortened to 100. */
const MAX_CLIENT_NAME_CHARS = 255;

/**
 * The client's file name as sent, refused when it could name a place (directory parts, a drive)
 * or is longer than any real file's; returns the name to show (see displayFileName).
 */
export function checkClientFileName(fileName: string): string {
  // Browsers send a bare name; one with directory parts or a drive is a crafted request.
  if (/[/\\]|^[a-z]:/i.test(fileName)) throw new AppError(FILE_NAME_INVALID);
  if (Array.from(fileName).length > MAX_CLIENT_NAME_CHARS) throw new AppError(MSG.saveFailedFileNameTooLong);
  return displayFileName(fileName);
}

/** The checks an upload passes before it is kept; the extension is only trusted once the content agrees with it. */
export function checkUploadName(fileName: string, allowedExtensions: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS) {
  const name = checkClientFileName(fileName);
  const extension = extensionOf(name);
  if (!allowedExtensions.some((allowed) => allowed.toLowerCase() === extension)) {
    throw new AppError(MSG.wrongFileFormat);
  }
  return { fileName: name, extension };
}

export function checkUploadSize(size: number, maxSizeKb: number): void {
  if (size === 0) throw new AppError(MSG.zeroByteFile);
  if (size > maxSizeKb * 1024) throw new AppError(fileTooLarge(maxSizeKb));
}

export function checkUploadContent(extension: string, head: Buffer): void {
  if (!contentMatches(extension, head)) throw new AppError(MSG.wrongFileFormat);
}

/** All checks on a file whose size is known; returns the name to show and the trusted extension. */
export function checkUpload({ fileName, head, size, allowedExtensions, maxSizeKb }: UploadCandidate) {
  const checked = checkUploadName(fileName, allowedExtensions);
  checkUploadSize(size, maxSizeKb);
  checkUploadContent(checked.extension, head);
  return checked;
}
