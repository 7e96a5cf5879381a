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

/** The checks an upload passes before it is kept; the extension is only trusted once the content agrees with it. */
export function checkUploadName(fileName: string, allowedExtensions: readonly string[] = DEFAULT_UPLOAD_EXTENSIONS) {
  // Browsers send a bare name; one with directory parts is a crafted request.
  if (/[/\\]/.test(fileName)) throw new AppError(FILE_NAME_INVALID);
  const name = displayFileName(fileName);
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
