import { createHash } from 'node:crypto';

export interface ContentDigest {
  size: number;
  sha256: string;
}

/** Measures what passes `through` it (a pipeline step or a stream's source): `digest()` once it has ended. */
export function digesting(): {
  through: (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>;
  digest: () => ContentDigest;
} {
  const hash = createHash('sha256');
  let size = 0;
  return {
    through: async function* (source) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    digest: () => ({ size, sha256: hash.digest('hex') }),
  };
}

/** The size and sha256 of a content read to its end. */
export async function digestOf(content: AsyncIterable<Buffer>): Promise<ContentDigest> {
  const measured = digesting();
  for await (const chunk of measured.through(content)) void chunk;
  return measured.digest();
}
