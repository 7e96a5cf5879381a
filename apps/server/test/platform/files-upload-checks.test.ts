import { fileTooLarge, MSG } from '@credit/rules';
import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  DEFAULT_UPLOAD_EXTENSIONS,
  displayFileName,
  FILE_NAME_INVALID,
} from '../../src/platform/files/index.ts';
import { SAMPLE } from './files-fixtures.ts';

const upload = (fileName: string, content: Buffer, extra: { allowedExtensions?: string[]; maxSizeKb?: number } = {}) =>
  checkUpload({ fileName, head: content.subarray(0, 16), size: content.length, maxSizeKb: 1024, ...extra });

const refusedWith = (message: string) =>
  expect.objectContaining({ name: 'AppError', message, statusCode: 400 }) as Error;

describe('checkUpload', () => {
  it('accepts each default type whose content matches its extension, whatever the case', () => {
    expect(DEFAULT_UPLOAD_EXTENSIONS).toEqual(['jpg', 'gif', 'png', 'jpeg', 'pdf']);
    expect(upload('营业执照.PNG', SAMPLE.png)).toEqual({ fileName: '营业执照.PNG', extension: 'png' });
    expect(upload('照片.jpeg', SAMPLE.jpg).extension).toBe('jpeg');
    expect(upload('照片.jpg', SAMPLE.jpg).extension).toBe('jpg');
    expect(upload('动图.gif', SAMPLE.gif).extension).toBe('gif');
    expect(upload('承诺书.pdf', SAMPLE.pdf).extension).toBe('pdf');
  });

  it('accepts the extensions an attachment type lists instead of the defaults', () => {
    expect(upload('成绩.xlsx', SAMPLE.xlsx, { allowedExtensions: ['XLSX'] }).extension).toBe('xlsx');
    expect(() => upload('承诺书.pdf', SAMPLE.pdf, { allowedExtensions: ['xlsx'] })).toThrow(
      refusedWith(MSG.wrongFileFormat),
    );
  });

  it.each([
    ['an extension not on the list', '病毒.exe', SAMPLE.windowsExecutable],
    ['a file without extension', 'README', SAMPLE.pdf],
    ['a pdf that is really a png', '承诺书.pdf', SAMPLE.png],
    ['a Windows program renamed .jpg', '照片.jpg', SAMPLE.windowsExecutable],
    ['a Linux program renamed .png', '照片.png', SAMPLE.linuxExecutable],
    ['a web page renamed .gif', '动图.gif', SAMPLE.html],
  ])('refuses %s as the wrong format', (_, fileName, content) => {
    expect(() => upload(fileName, content)).toThrow(refusedWith(MSG.wrongFileFormat));
  });

  it('refuses an empty file with the spec message', () => {
    expect(() => upload('承诺书.pdf', Buffer.alloc(0))).toThrow(refusedWith(MSG.zeroByteFile));
  });

  it('refuses a file over the limit in KB, and accepts one exactly at it', () => {
    const atLimit = Buffer.concat([SAMPLE.pdf, Buffer.alloc(2048 - SAMPLE.pdf.length)]);
    expect(upload('承诺书.pdf', atLimit, { maxSizeKb: 2 }).extension).toBe('pdf');
    expect(() => upload('承诺书.pdf', Buffer.concat([atLimit, Buffer.alloc(1)]), { maxSizeKb: 2 })).toThrow(
      refusedWith(fileTooLarge(2)),
    );
  });

  it('refuses a path-like name', () => {
    expect(() => upload('../../etc/承诺书.pdf', SAMPLE.pdf)).toThrow(refusedWith(FILE_NAME_INVALID));
    expect(() => upload('C:\\Users\\张三\\承诺书.pdf', SAMPLE.pdf)).toThrow(refusedWith(FILE_NAME_INVALID));
  });
});

describe('displayFileName', () => {
  it('drops control and direction-override characters', () => {
    expect(displayFileName('报告\u0000\r\n.pdf')).toBe('报告.pdf');
    // U+202E would show "报告\u202Efdp.exe" as "报告exe.pdf".
    expect(displayFileName('报告\u202Efdp.exe')).toBe('报告fdp.exe');
  });

  it('shortens long names to 100 characters, keeping the extension', () => {
    const name = displayFileName(`${'很长的文件名'.repeat(30)}.pdf`);
    expect(Array.from(name)).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(displayFileName(`${'名'.repeat(96)}.pdf`)).toBe(`${'名'.repeat(96)}.pdf`);
  });
});
