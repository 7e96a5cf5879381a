import { CERTIFICATE_VERIFY_PATH } from '@credit/rules';
import type { Certificate } from './certificate-issue.ts';
import { assertGlyphsDrawn, renderPng } from './certificate-render.ts';
import { certificateSvg } from './certificate-svg.ts';

/** Rendered certificates kept in memory (about 150 kB each): a certificate never changes once issued. */
const CACHE_LIMIT = 64;

/** The public verification page of a certificate: what its QR code encodes. */
export const certificateVerifyUrl = (publicUrl: string, serial: string) =>
  `${publicUrl}${CERTIFICATE_VERIFY_PATH}?serial=${encodeURIComponent(serial)}`;

/**
 * Draws certificates as PNG, each once: the least recently asked one leaves the cache first, and
 * concurrent requests for the same certificate share one rendering. The fonts are checked before
 * the first rendering (a failed check is retried on the next request).
 */
export function createCertificateImages(settings: { publicUrl: string; issuingAuthority: string }) {
  const cache = new Map<string, Promise<Buffer>>();
  let fontsChecked: Promise<void> | undefined;

  const draw = async (certificate: Certificate): Promise<Buffer> => {
    fontsChecked ??= assertGlyphsDrawn().catch((error: unknown) => {
      fontsChecked = undefined;
      throw error;
    });
    await fontsChecked;
    return renderPng(
      certificateSvg({
        ...certificate,
        score: Number(certificate.score),
        issuingAuthority: settings.issuingAuthority,
        verifyUrl: certificateVerifyUrl(settings.publicUrl, certificate.serial),
      }),
    );
  };

  return (certificate: Certificate): Promise<Buffer> => {
    const cached = cache.get(certificate.serial);
    if (cached) {
      cache.delete(certificate.serial);
      cache.set(certificate.serial, cached);
      return cached;
    }
    const rendering = draw(certificate);
    rendering.catch(() => cache.delete(certificate.serial));
    cache.set(certificate.serial, rendering);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    return rendering;
  };
}
