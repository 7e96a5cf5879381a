import { CERTIFICATE_STATES, todayInShanghai } from '@credit/rules';
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { creditCertificates, enterpriseScores } from '../../db/schema/index.ts';
import { ENTERPRISE_GONE, upToDateCertificate } from './certificate-issue.ts';

const c = creditCertificates;
const s = enterpriseScores;

/**
 * Brings every valid certificate up to date without waiting for someone to ask for it: those of
 * enterprises no longer registered are revoked, those past their year or whose printed figures no
 * longer match the kept score are superseded by a new one (or revoked when the score is gone), so
 * the register's states are at most a night behind. Returns how many enterprises it reconciled.
 */
export async function reviewCertificates(db: Database, today = todayInShanghai()): Promise<number> {
  await db
    .update(c)
    .set({ state: CERTIFICATE_STATES.revoked, endedAt: new Date(), endReason: ENTERPRISE_GONE })
    .where(and(eq(c.state, CERTIFICATE_STATES.valid), isNull(c.enterpriseId)));
  const stale = await db
    .select({ enterpriseId: c.enterpriseId })
    .from(c)
    .leftJoin(s, eq(s.enterpriseId, c.enterpriseId))
    .where(
      and(
        eq(c.state, CERTIFICATE_STATES.valid),
        isNotNull(c.enterpriseId),
        or(
          isNull(s.enterpriseId),
          lt(c.validUntil, today),
          ne(c.level, s.level),
          ne(c.score, s.score),
          ne(c.enterpriseName, s.enterpriseName),
          ne(c.standardId, s.standardId),
        ),
      ),
    );
  for (const { enterpriseId } of stale) if (enterpriseId !== null) await upToDateCertificate(db, enterpriseId);
  return stale.length;
}

export const CERTIFICATE_REVIEW_TASK = 'certificate_review';
/** Every day at 00:15 Beijing time (16:15 UTC), after the night's score refresh (00:05). */
export const CERTIFICATE_REVIEW_CRON = `15 16 * * * ${CERTIFICATE_REVIEW_TASK}`;

export const certificateReviewTask =
  (db: Database): Task =>
  async () => {
    await reviewCertificates(db);
  };
