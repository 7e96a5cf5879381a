import { CERTIFICATE_SERIAL } from '@credit/rules';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PlainField } from '@/components/plain/plain-field.tsx';
import { CertificateFactsView } from './certificate-facts.tsx';
import { useCertificateFacts } from './certificate-verify-api.ts';
import { PublicPage } from './public-page.tsx';
import { CERTIFICATE_VERIFY } from './public-sections.ts';
import './certificate-verify.css';

const SERIAL_FORMAT = '证书编号格式不正确，例如 2026-7K3M-9QXD-F2WP-H8TA';

/** /certificateVerify: opened from a certificate's QR code (?serial=), or a serial typed from the paper. */
export function CertificateVerifyPage() {
  const [params, setParams] = useSearchParams();
  const serial = (params.get('serial') ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(serial);
  const [formatError, setFormatError] = useState<string>();
  const { data, error, isFetching } = useCertificateFacts(serial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim().toUpperCase();
    setFormatError(CERTIFICATE_SERIAL.test(wanted) ? undefined : SERIAL_FORMAT);
    if (CERTIFICATE_SERIAL.test(wanted)) setParams({ serial: wanted });
  };

  return (
    <PublicPage title={CERTIFICATE_VERIFY.title} summary={CERTIFICATE_VERIFY.summary}>
      <form className="certificate-verify__form" onSubmit={submit} noValidate>
        <PlainField
          label="证书编号"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="例如 2026-7K3M-9QXD-F2WP-H8TA"
          autoComplete="off"
          maxLength={40}
          error={formatError}
        />
        <button type="submit" className="plain-button plain-button--primary" aria-busy={isFetching}>
          核验
        </button>
      </form>
      {isFetching && <p className="certificate-verify__note">正在核验…</p>}
      {!isFetching && error && (
        <p className="certificate-verify__note certificate-verify__note--error" role="alert">
          {error.message}
        </p>
      )}
      {!isFetching && data && <CertificateFactsView facts={data} />}
    </PublicPage>
  );
}
