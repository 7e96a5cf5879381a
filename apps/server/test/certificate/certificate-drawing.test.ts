import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FONT_FILES } from '../../src/modules/certificate/certificate-font.ts';
import { assertGlyphsDrawn, renderPng } from '../../src/modules/certificate/certificate-render.ts';
import { certificateSvg, type CertificateFace } from '../../src/modules/certificate/certificate-svg.ts';
import { fontCharacters, gb2312Hanzi } from '../helpers/font-characters.ts';
import { decodePng, differingShare } from '../helpers/png-pixels.ts';
import { withoutText } from '../helpers/svg-text.ts';

const face: CertificateFace = {
  serial: '2026-7K3M-9QXD-F2WP-H8TA',
  enterpriseName: '海南鑫瀚琪工程造价咨询有限公司',
  socialCreditCode: '91460100MA5T00001X',
  level: 'AAA',
  score: 92.5,
  issuedOn: '2026-11-26',
  validUntil: '2027-11-25',
  issuingAuthority: '海口市住房和城乡建设局',
  verifyUrl: 'http://localhost:3000/certificateVerify?serial=2026-7K3M-9QXD-F2WP-H8TA',
};

describe('the certificate drawing', () => {
  it('draws its words: it differs substantially from the same drawing without text', async () => {
    const svg = certificateSvg(face);
    expect(withoutText(svg)).not.toContain('<text');
    const share = differingShare(await renderPng(svg), await renderPng(withoutText(svg)));
    expect(share).toBeGreaterThan(0.02);
  });

  it('is caught when the font is missing: the words then leave no ink and the font check throws', async () => {
    const svg = certificateSvg(face);
    const share = differingShare(await renderPng(svg, []), await renderPng(withoutText(svg), []));
    expect(share).toBeLessThan(0.001);
    await expect(assertGlyphsDrawn([])).rejects.toThrow('证书字体不可用');
    await expect(assertGlyphsDrawn(['/nonexistent/font.otf'])).rejects.toThrow('证书字体不可用');
    await expect(assertGlyphsDrawn()).resolves.toBeUndefined();
  });

  it('has a font for every character of GB 2312 and of the fixed words', () => {
    const words = '企业信用等级证书名称统一社会代码分有效期至发机关日编号扫核验年月（）：';
    for (const file of CERTIFICATE_FONT_FILES) {
      const characters = fontCharacters(file);
      const missing = [...gb2312Hanzi(), ...words].filter((ch) => !characters.has(ch.codePointAt(0)!));
      expect(missing).toEqual([]);
    }
  });

  it('carries a QR code that opens the verification page', async () => {
    const { width, height, data } = decodePng(await renderPng(certificateSvg(face)));
    expect(jsQR(new Uint8ClampedArray(data), width, height)?.data).toBe(face.verifyUrl);
  });

  it('escapes what it prints', () => {
    expect(certificateSvg({ ...face, enterpriseName: '<a&b>' })).toContain('&lt;a&amp;b&gt;');
  });
});
