import Fastify, { type FastifyInstance } from 'fastify';
import { AppError } from '../../src/platform/errors.ts';

/** The first bytes of real files of each kind, padded to a plausible size. */
const padded = (head: Buffer | string, size = 512) =>
  Buffer.concat([Buffer.from(head as string, 'latin1'), Buffer.alloc(size, 0x20)]);
export const SAMPLE = {
  png: padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
  gif: padded('GIF89a'),
  pdf: padded('%PDF-1.7\n'),
  xlsx: padded('PK\x03\x04'),
  windowsExecutable: padded('MZ\x90\x00'),
  linuxExecutable: padded('\x7fELF\x02\x01\x01'),
  html: padded('<html><script>alert(1)</script>'),
};

/** A Fastify instance that answers refusals the way the platform does: status and message. */
export function appWithRefusals(): FastifyInstance {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ message: error.message });
    throw error;
  });
  return app;
}

export const BOUNDARY = '----CreditPlatformBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body with one file field, built by hand. */
export function multipartBody(fileName: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
