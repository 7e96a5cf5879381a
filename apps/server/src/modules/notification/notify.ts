import { renderTemplate, SMS_STATES, type NotificationEventKey, cutChars } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, smsMessages, smsTemplates } from '../../db/schema/index.ts';
import { enqueue } from '../../platform/jobs/job-queue.ts';

export const SMS_TASK = 'sms_send';
export const SMS_MAX_ATTEMPTS = 5;

export interface Notice {
  event: NotificationEventKey;
  /** Whom it is for: one user, every user of an enterprise, or every user of a desk (role code). */
  to: { userId: number } | { enterpriseId: number } | { roleCode: string };
  title: string;
  content: string;
  link?: string;
  /** The template's variables; with a phone, an SMS goes out when the event's template is enabled. */
  values: Record<string, string>;
  phone?: string | null;
}

/**
 * Tells someone of a change, inside the change's transaction: the in-app message and, where the
 * event's SMS template is enabled and a mobile number is known, an SMS queued for delivery. A
 * change that rolls back leaves neither.
 */
export async function notify(tx: Executor, notice: Notice): Promise<void> {
  await tx.insert(notifications).values({
    event: notice.event,
    ...notice.to,
    title: cutChars(notice.title, 100),
    content: cutChars(notice.content, 500),
    link: notice.link,
  });
  if (!notice.phone) return;
  const [template] = await tx
    .select({ id: smsTemplates.id, content: smsTemplates.content })
    .from(smsTemplates)
    .where(and(eq(smsTemplates.event, notice.event), eq(smsTemplates.enabled, true)));
  if (!template) return;
  const [message] = await tx
    .insert(smsMessages)
    .values({
      templateId: template.id,
      event: notice.event,
      phone: notice.phone,
      text: cutChars(renderTemplate(template.content, notice.values), 500),
      status: SMS_STATES.queued,
    })
    .returning({ id: smsMessages.id });
  if (message) await enqueue(tx, SMS_TASK, { messageId: message.id }, { maxAttempts: SMS_MAX_ATTEMPTS });
}
