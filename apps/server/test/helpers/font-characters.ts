import fs from 'node:fs';

/** The characters a TrueType/OpenType font maps (its cmap formats 4 and 12), to check coverage without drawing. */
export function fontCharacters(file: string): Set<number> {
  const font = fs.readFileSync(file);
  const tables = font.readUInt16BE(4);
  let cmap = 0;
  for (let i = 0; i < tables; i += 1)
    if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(20 + i * 16);
  const characters = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const at = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const end = font.readUInt16BE(at + 14 + s * 2);
        for (let c = font.readUInt16BE(at + 16 + segments * 2 + s * 2); c <= end && c < 0xffff; c += 1)
          characters.add(c);
      }
    } else if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(at + 12); g += 1)
        for (let c = font.readUInt32BE(at + 16 + g * 12); c <= font.readUInt32BE(at + 20 + g * 12); c += 1)
          characters.add(c);
    }
  }
  return characters;
}

/** The 6,763 Chinese characters of GB 2312-80 (rows 16–87), decoded from their two-byte codes. */
export function gb2312Hanzi(): string[] {
  const decoder = new TextDecoder('gb18030');
  const hanzi: string[] = [];
  for (let row = 0xb0; row <= 0xf7; row += 1)
    for (let cell = 0xa1; cell <= 0xfe; cell += 1)
      if (row !== 0xd7 || cell <= 0xf9) hanzi.push(decoder.decode(new Uint8Array([row, cell])));
  return hanzi;
}
