import { z } from 'zod';
import { CERTIFICATE_SERIAL } from './certificate.ts';

// The certificate calls' query schemas, apart from the states and the serial's shape that the
// public verification page reads: a page importing those loads no schema library.

const CODE_REQUIRED = '请输入统一社会信用代码';
const CODE_FORMAT = '请输入正确的统一社会信用代码';
const SERIAL_REQUIRED = '请输入证书编号';
const SERIAL_FORMAT = '证书编号格式不正确';

/** GET /PrintCreditReport/GenerateCreditReport (spec §7): whose certificate, by social credit code. */
export const certificateImageQuerySchema = z.object({
  buslicenceregisterno: z
    .string({ error: CODE_REQUIRED })
    .trim()
    .toUpperCase()
    .min(1, { error: CODE_REQUIRED, abort: true })
    .regex(/^[0-9A-Z]{18}$/, CODE_FORMAT),
});

/** GET /api/publicity/certificate: which certificate, by its serial (letters in either case). */
export const certificateVerifyQuerySchema = z.object({
  serial: z
    .string({ error: SERIAL_REQUIRED })
    .trim()
    .toUpperCase()
    .min(1, { error: SERIAL_REQUIRED, abort: true })
    .regex(CERTIFICATE_SERIAL, SERIAL_FORMAT),
});
