import { useQuery } from '@tanstack/react-query';
import { read } from '@/api/call.ts';
import type { Answer } from '@/api/operation.ts';

/** A certificate's facts and its state as the platform holds them now. */
export type CertificateFacts = Answer<'/api/publicity/certificate'>;

export const certificateKeys = {
  facts: (serial: string) => ['certificate-verify', serial] as const,
};

/** GET /api/publicity/certificate: the page says what went wrong itself (silent), no toast library is loaded. */
export const useCertificateFacts = (serial: string) =>
  useQuery({
    queryKey: certificateKeys.facts(serial),
    queryFn: () => read('/api/publicity/certificate', 'get', { query: { serial }, silent: true }),
    enabled: serial !== '',
    retry: false,
  });
