import { CERTIFICATE_FONT_FAMILY } from './certificate-font.ts';
import { qrCodePath } from './certificate-qr.ts';

/** What a certificate states, as printed. */
export interface CertificateFace {
  serial: string;
  enterpriseName: string;
  socialCreditCode: string;
  level: string;
  score: number;
  issuedOn: string;
  validUntil: string;
  issuingAuthority: string;
  /** The public verification page its QR code opens. */
  verifyUrl: string;
}

/** A4 landscape (297 × 210 mm) at about 96 dpi, in SVG units. */
export const CERTIFICATE_SIZE = { width: 1120, height: 792 } as const;

const RED = '#a8071a';
const GOLD = '#b8862b';
const INK = '#262626';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** 2026-11-26 → 2026年11月26日, as dates are written on Chinese certificates. */
const chineseDate = (day: string) => `${day.slice(0, 4)}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** A font size at which the text fits the width (a Chinese character is 1 em, Latin characters and digits about 0.6). */
function fittingSize(text: string, width: number, largest: number): number {
  const ems = [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0);
  return Math.max(12, Math.min(largest, Math.floor(width / Math.max(ems, 1))));
}

function text(
  x: number,
  y: number,
  content: string,
  style: { size: number; fill?: string; weight?: number; anchor?: string },
) {
  const anchor = style.anchor ? ` text-anchor="${style.anchor}"` : '';
  return `<text x="${x}" y="${y}" font-size="${style.size}" font-weight="${style.weight ?? 400}" fill="${style.fill ?? INK}"${anchor}>${escapeXml(content)}</text>`;
}

/** A labelled line of the certificate's body, the value sized to fit what is left of the line. */
function field(y: number, label: string, value: string) {
  const x = 130;
  const valueX = x + label.length * 26;
  return (
    text(x, y, label, { size: 26, fill: '#595959' }) +
    text(valueX, y, value, { size: fittingSize(value, 760 - valueX, 28), weight: 700 })
  );
}

function qrCode(url: string, x: number, y: number, side: number) {
  const qr = qrCodePath(url);
  const scale = side / qr.size;
  return `<rect x="${x - 8}" y="${y - 8}" width="${side + 16}" height="${side + 16}" fill="#fff"/><path transform="translate(${x} ${y}) scale(${scale})" d="${qr.path}" fill="#000"/>`;
}

/** The certificate drawn as SVG: frame, title, the enterprise's facts, the level large, the issuer, the serial and the QR code. */
export function certificateSvg(face: CertificateFace): string {
  const { width, height } = CERTIFICATE_SIZE;
  const body = [
    field(260, '企业名称：', face.enterpriseName),
    field(320, '统一社会信用代码：', face.socialCreditCode),
    field(380, '信用分：', `${face.score} 分`),
    field(440, '有效期：', `${face.issuedOn} 至 ${face.validUntil}`),
  ];
  const center = width / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${CERTIFICATE_FONT_FAMILY}">`,
    `<rect width="${width}" height="${height}" fill="#fffdf6"/>`,
    `<rect x="22" y="22" width="${width - 44}" height="${height - 44}" fill="none" stroke="${GOLD}" stroke-width="8"/>`,
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`,
    text(center, 150, '企业信用等级证书', { size: 60, fill: RED, weight: 700, anchor: 'middle' }),
    `<line x1="${center - 260}" y1="178" x2="${center + 260}" y2="178" stroke="${GOLD}" stroke-width="2"/>`,
    ...body,
    `<circle cx="880" cy="340" r="120" fill="none" stroke="${RED}" stroke-width="6"/>`,
    text(880, 280, '信用等级', { size: 26, fill: RED, anchor: 'middle' }),
    text(880, 385, face.level, { size: fittingSize(face.level, 200, 110), fill: RED, weight: 700, anchor: 'middle' }),
    qrCode(face.verifyUrl, 130, 530, 150),
    text(205, 712, '扫码核验证书', { size: 18, fill: '#595959', anchor: 'middle' }),
    text(993, 600, `发证机关：${face.issuingAuthority}`, { size: 24, anchor: 'end' }),
    text(993, 645, `发证日期：${chineseDate(face.issuedOn)}`, { size: 24, anchor: 'end' }),
    text(993, 690, `证书编号：${face.serial}`, { size: 22, fill: '#595959', anchor: 'end' }),
    '</svg>',
  ].join('');
}
