import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The certificate's typeface: Noto Sans Hans (the GB2312 set, every character of GB 2312-80) as
 * OpenType files that `npm install` brings with @embedpdf/fonts-sc. resvg reads TTF/OTF only, and
 * loads no system font (`loadSystemFonts: false`), so a machine's own fonts never hide a missing one.
 */
const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '../fonts');

export const CERTIFICATE_FONT_FAMILY = 'Noto Sans Hans';

export const CERTIFICATE_FONT_FILES = ['NotoSansHans-Regular.otf', 'NotoSansHans-Bold.otf'].map((file) =>
  path.join(fontsDir, file),
);
