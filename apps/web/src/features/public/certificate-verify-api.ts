import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';

type VerifyAnswer = NonNullable<
  paths['/api/publicity/certificate']['get']
>['responses'][200]['content']['application/json'];

/** A certificate's facts and its state as the platform holds them now, typed from the server's description. */
export type CertificateFacts = VerifyAnswer['extraData'];

/** GET /api/publicity/certificate: the page says what went wrong itself (silent), no toast library is loaded. */
export const useCertificateFacts = (serial: string) =>
  useQuery({
    queryKey: ['certificate-verify', serial],
    queryFn: async () =>
      (await request<CertificateFacts>({ url: '/api/publicity/certificate', params: { serial }, silent: true }))
        .extraData,
    enabled: serial !== '',
    retry: false,
  });
