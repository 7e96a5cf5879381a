import { useState } from 'react';

/** The certificate image the server draws (spec §7); its own address, so the browser caches it. */
export const certificateUrl = (socialCreditCode: string) =>
  `/PrintCreditReport/GenerateCreditReport?buslicenceregisterno=${encodeURIComponent(socialCreditCode)}`;

/**
 * An enterprise's credit level certificate: shown while it loads, then the image, or the error
 * flag when it could not be drawn (spec §8); with a link to download it.
 */
export function CreditCertificate({
  socialCreditCode,
  enterpriseName,
}: {
  socialCreditCode: string;
  enterpriseName: string;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const url = certificateUrl(socialCreditCode);
  return (
    <section className="portal-section" aria-labelledby="certificate-title">
      <h2 id="certificate-title" className="portal-section__title">
        信用等级证书
      </h2>
      {state === 'loading' && (
        <p className="portal-note" role="status">
          证书生成中…
        </p>
      )}
      {state === 'failed' ? (
        <p className="portal-error" role="alert" data-testid="certificate-error">
          证书加载失败，请稍后重试
        </p>
      ) : (
        <img
          className="portal-certificate"
          src={url}
          alt={`${enterpriseName}信用等级证书`}
          hidden={state !== 'ready'}
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
        />
      )}
      <p>
        <a className="portal-link" href={url} download={`${enterpriseName}信用等级证书.png`}>
          下载证书
        </a>
      </p>
    </section>
  );
}
