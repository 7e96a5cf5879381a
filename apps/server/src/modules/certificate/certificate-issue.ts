import { CERTIFICATE_STATES, todayInShanghai } from '@credit/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { creditCertificates, enterprises, enterpriseScores } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { newCertificateSerial } from './certificate-serial.ts';

export type Certificate = typeof creditCertificates.$inferSelect;

const ENTERPRISE_NOT_FOUND = '未找到该统一社会信用代码对应的企业';
const NO_LEVEL = '该企业暂无信用等级，无法出具证书';
export const SCORE_GONE = '企业信用评分已撤销，证书随之撤销';
export const ENTERPRISE_GONE = '企业已注销，证书随之撤销';
const EXPIRED = '证书有效期届满，已换发新证书';
const FIGURES_CHANGED = '企业信用等级、信用分或名称已变化，已换发新证书';

type Figures = Pick<Certificate, 'enterpriseName' | 'socialCreditCode' | 'level' | 'score' | 'standardId'>;

/** What a certificate of the enterprise would state today: its kept score row. */
async function liveFigures(db: Executor, enterpriseId: number): Promise<Figures | undefined> {
  const [row] = await db
    .select({
      enterpriseName: enterpriseScores.enterpriseName,
      socialCreditCode: enterpriseScores.socialCreditCode,
      level: enterpriseScores.level,
      score: enterpriseScores.score,
      standardId: enterpriseScores.standardId,
    })
    .from(enterpriseScores)
    .where(eq(enterpriseScores.enterpriseId, enterpriseId));
  return row;
}

async function validCertificate(db: Executor, enterpriseId: number): Promise<Certificate | undefined> {
  const [row] = await db
    .select()
    .from(creditCertificates)
    .where(
      and(eq(creditCertificates.enterpriseId, enterpriseId), eq(creditCertificates.state, CERTIFICATE_STATES.valid)),
    );
  return row;
}

/** Why a valid certificate no longer stands today, or undefined while it does. */
function endReason(certificate: Certificate, live: Figures | undefined, today: string): string | undefined {
  if (!live) return SCORE_GONE;
  if (certificate.validUntil < today) return EXPIRED;
  const same = (Object.keys(live) as (keyof Figures)[]).every((key) => live[key] === certificate[key]);
  return same ? undefined : FIGURES_CHANGED;
}

/**
 * Brings the enterprise's certificate up to date and returns the valid one, or undefined when the
 * enterprise has no score to certify: the valid certificate is kept while it is within its year
 * and states today's figures; otherwise it is superseded (or revoked, when the score is gone) and
 * a new one issued, in one transaction. Requests for the same enterprise queue on an advisory lock
 * (and the partial unique index allows one valid certificate), so concurrent calls issue one.
 */
export async function upToDateCertificate(db: Database, enterpriseId: number): Promise<Certificate | undefined> {
  const today = todayInShanghai();
  const [live, current] = await Promise.all([liveFigures(db, enterpriseId), validCertificate(db, enterpriseId)]);
  if (current && !endReason(current, live, today)) return current;
  if (!current && !live) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('credit_certificate'), ${enterpriseId})`);
    const [liveNow, valid] = [await liveFigures(tx, enterpriseId), await validCertificate(tx, enterpriseId)];
    if (valid) {
      const reason = endReason(valid, liveNow, today);
      if (!reason) return valid;
      await endCertificate(tx, valid.id, liveNow ? CERTIFICATE_STATES.superseded : CERTIFICATE_STATES.revoked, reason);
    }
    if (!liveNow) return undefined;
    const [issued] = await tx
      .insert(creditCertificates)
      .values({
        ...liveNow,
        serial: newCertificateSerial(today),
        enterpriseId,
        issuedOn: today,
        validUntil: sql`(${today}::date + interval '1 year' - interval '1 day')::date`,
      })
      .returning();
    return issued;
  });
}

/** Ends a valid certificate: superseded by a newer one, or revoked. */
export async function endCertificate(tx: Executor, id: number, state: number, reason: string): Promise<void> {
  await tx
    .update(creditCertificates)
    .set({ state, endedAt: new Date(), endReason: reason })
    .where(and(eq(creditCertificates.id, id), eq(creditCertificates.state, CERTIFICATE_STATES.valid)));
}

/** The enterprise's current certificate, by its social credit code (the certificate image's call). */
export async function certificateOfCode(db: Database, code: string): Promise<Certificate> {
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.socialCreditCode, code));
  if (!enterprise) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
  const certificate = await upToDateCertificate(db, enterprise.id);
  if (!certificate) throw new AppError(NO_LEVEL, { statusCode: 404 });
  return certificate;
}
