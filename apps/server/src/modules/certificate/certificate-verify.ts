import { CERTIFICATE_STATE, CERTIFICATE_STATES, labelOf } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creditCertificates, scoringStandards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { shanghaiDateTimeText } from '../../platform/shanghai-time.ts';
import { ENTERPRISE_GONE, endCertificate, upToDateCertificate } from './certificate-issue.ts';

const SERIAL_NOT_FOUND = '未找到该编号的证书，请核对证书编号';

/** What anyone who scans a certificate learns: the facts printed on it and whether it still stands. */
export const certificateFactsSchema = z.object({
  serial: z.string(),
  enterpriseName: z.string(),
  socialCreditCode: z.string(),
  level: z.string(),
  score: z.number(),
  standardName: z.string(),
  issuedOn: z.string(),
  validUntil: z.string(),
  issuingAuthority: z.string(),
  state: z.number().int(),
  stateDescription: z.string(),
  /** When (YYYY-MM-DD HH:mm:ss, Beijing time) and why it stopped being valid. */
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  /** The serial of the enterprise's valid certificate when this one was superseded. */
  currentSerial: z.string().nullable(),
});
export type CertificateFacts = z.infer<typeof certificateFactsSchema>;

async function bySerial(db: Database, serial: string) {
  const [row] = await db
    .select({ certificate: creditCertificates, standardName: scoringStandards.name })
    .from(creditCertificates)
    .innerJoin(scoringStandards, eq(scoringStandards.id, creditCertificates.standardId))
    .where(eq(creditCertificates.serial, serial));
  if (!row) throw new AppError(SERIAL_NOT_FOUND, { statusCode: 404 });
  return row;
}

/**
 * Verifies a certificate against the database as it is now: a valid one is first brought up to
 * date with its enterprise (superseded after a change of level or score, revoked when the
 * enterprise or its score is gone), so the answer never calls valid what no longer stands.
 */
export async function verifyCertificate(
  db: Database,
  serial: string,
  issuingAuthority: string,
): Promise<CertificateFacts> {
  const found = await bySerial(db, serial);
  const { enterpriseId, state } = found.certificate;
  if (state === CERTIFICATE_STATES.valid) {
    if (enterpriseId === null)
      await endCertificate(db, found.certificate.id, CERTIFICATE_STATES.revoked, ENTERPRISE_GONE);
    else await upToDateCertificate(db, enterpriseId);
  }
  const { certificate, standardName } = await bySerial(db, serial);
  const current =
    certificate.state === CERTIFICATE_STATES.superseded && certificate.enterpriseId !== null
      ? await db
          .select({ serial: creditCertificates.serial })
          .from(creditCertificates)
          .where(
            and(
              eq(creditCertificates.enterpriseId, certificate.enterpriseId),
              eq(creditCertificates.state, CERTIFICATE_STATES.valid),
            ),
          )
      : [];
  return {
    serial: certificate.serial,
    enterpriseName: certificate.enterpriseName,
    socialCreditCode: certificate.socialCreditCode,
    level: certificate.level,
    score: Number(certificate.score),
    standardName,
    issuedOn: certificate.issuedOn,
    validUntil: certificate.validUntil,
    issuingAuthority,
    state: certificate.state,
    stateDescription: labelOf(CERTIFICATE_STATE, certificate.state),
    endedAt: certificate.endedAt ? shanghaiDateTimeText(certificate.endedAt) : null,
    endReason: certificate.endReason,
    currentSerial: current[0]?.serial ?? null,
  };
}
