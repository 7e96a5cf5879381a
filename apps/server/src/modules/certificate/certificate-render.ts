import { renderAsync } from '@resvg/resvg-js';
import { CERTIFICATE_FONT_FAMILY, CERTIFICATE_FONT_FILES } from './certificate-font.ts';

/** Pixels per SVG unit: the 1120 × 792 drawing (A4 landscape at about 96 dpi) comes out at 1680 × 1188, about 144 dpi, sharp enough to print. */
export const CERTIFICATE_SCALE = 1.5;

/**
 * Renders an SVG to PNG off the event loop (resvg's worker thread) with the given fonts only.
 * resvg silently leaves out text it has no font for, hence assertGlyphsDrawn.
 */
export async function renderPng(svg: string, fontFiles: readonly string[] = CERTIFICATE_FONT_FILES): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: CERTIFICATE_FONT_FAMILY },
    fitTo: { mode: 'zoom', value: CERTIFICATE_SCALE },
    background: '#ffffff',
  });
  return image.asPng();
}

const probe = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><text x="4" y="44" font-size="40" font-family="${CERTIFICATE_FONT_FAMILY}">${text}</text></svg>`;

/**
 * Throws unless the fonts really draw Chinese: a probe of two characters must render differently
 * from the same drawing without them. Run before the first certificate, so a missing font answers
 * an error instead of a certificate without its words.
 */
export async function assertGlyphsDrawn(fontFiles: readonly string[] = CERTIFICATE_FONT_FILES): Promise<void> {
  const [withText, blank] = await Promise.all([renderPng(probe('证书'), fontFiles), renderPng(probe(''), fontFiles)]);
  if (withText.equals(blank)) throw new Error(`证书字体不可用，无法绘制中文：${fontFiles.join(', ') || '未配置字体'}`);
}
