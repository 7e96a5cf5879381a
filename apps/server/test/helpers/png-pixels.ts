import { PNG } from 'pngjs';

/** A PNG's size and RGBA pixels. */
export function decodePng(png: Buffer): { width: number; height: number; data: Buffer } {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** The share of pixels (0–1) whose colour differs noticeably between two PNGs of the same size. */
export function differingShare(a: Buffer, b: Buffer): number {
  const [first, second] = [decodePng(a), decodePng(b)];
  if (first.width !== second.width || first.height !== second.height) return 1;
  let differing = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    const delta = [0, 1, 2].reduce((sum, c) => sum + Math.abs(first.data[i + c]! - second.data[i + c]!), 0);
    if (delta > 48) differing += 1;
  }
  return differing / (first.width * first.height);
}
