import QRCode from 'qrcode';

/** A QR code as one SVG path of unit squares on a `size` × `size` grid (without the quiet zone). */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
  return { size: modules.size, path: squares.join('') };
}
