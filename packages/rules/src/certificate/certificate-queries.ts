import { z } from 'zod';
import { CERTIFICATE_SERIAL } from './certificate.ts';

// The certificate calls' query schemas, apart from the states and the serial's shape that the
// public verification page reads: a page importing those loads no schema library.

const CODE_REQUIRED = '请输入统一社会信用代码';
const CODE_FORMAT = '请输入正确的统一社会信用代码';
const SERIAL_REQUIRED = '请输入证书编号';
const SERIAL_FORMAT = '证书编号格式不正确';

/** A required code, trimmed and in capitals, of a given shape: a missing one and a misshapen one each say so. */
const upperCaseCode = (required: string, shape: RegExp, misshapen: string) =>
  z.string({ error: required }).trim().toUpperCase().min(1, { error: required, abort: true }).regex(shape, misshapen);

/** GET /PrintCreditReport/GenerateCreditReport (spec §7): whose certificate, by social credit code. */
export const certificateImageQuerySchema = z.object({
  buslicenceregisterno: upperCaseCode(CODE_REQUIRED, /^[0-9A-Z]{18}$/, CODE_FORMAT),
});

/** GET /api/publicity/certificate: which certificate, by its serial (letters in either case). */
export const certificateVerifyQuerySchema = z.object({
  serial: upperCaseCode(SERIAL_REQUIRED, CERTIFICATE_SERIAL, SERIAL_FORMAT),
});
