import { SMS_STATES } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';
import { SMS_MAX_ATTEMPTS } from './notify.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Delivers one queued SMS. A message already sent is not sent again (a job may run twice after a
 * crash); a failure is written down and thrown, so the queue retries it with back-off until the
 * last attempt marks it failed.
 */
export const smsSendTask =
  (db: Database, provider: SmsProvider): Task =>
  async (payload) => {
    const messageId = Number((payload as { messageId?: unknown }).messageId);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.id, messageId));
    if (!message || message.status === SMS_STATES.sent) return;
    try {
      await provider.send(message.phone, message.text);
    } catch (error) {
      const attempts = message.attempts + 1;
      await db
        .update(smsMessages)
        .set({
          attempts,
          status: attempts >= SMS_MAX_ATTEMPTS ? SMS_STATES.failed : SMS_STATES.retrying,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        })
        .where(eq(smsMessages.id, messageId));
      throw error;
    }
    await db
      .update(smsMessages)
      .set({ status: SMS_STATES.sent, attempts: sql`${smsMessages.attempts} + 1`, sentAt: new Date(), lastError: null })
      .where(eq(smsMessages.id, messageId));
  };
