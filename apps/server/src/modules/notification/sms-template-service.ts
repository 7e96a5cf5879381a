import { NOTIFICATION_EVENTS, templateProblem, yesNoLabel } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsTemplates } from '../../db/schema/index.ts';
import { changedValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { AppError } from '../../platform/errors.ts';
import type { TrackedField } from '../../platform/history/index.ts';

interface TemplateSetting {
  content: string;
  enabled: boolean;
}

const TEMPLATE_FIELDS: readonly TrackedField<TemplateSetting>[] = [
  { key: 'content', label: '模板内容' },
  { key: 'enabled', label: '启用', show: (enabled) => yesNoLabel(enabled) },
];

/** A template's text and whether it is sent; its variables must be ones its event gives. */
export async function saveSmsTemplate(
  db: Database,
  me: Principal,
  { id, ...setting }: TemplateSetting & { id: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [template] = await tx
      .select({
        event: smsTemplates.event,
        name: smsTemplates.name,
        content: smsTemplates.content,
        enabled: smsTemplates.enabled,
      })
      .from(smsTemplates)
      .where(eq(smsTemplates.id, id))
      .for('update');
    if (!template) throw new AppError('短信模板不存在', { statusCode: 404 });
    const event = NOTIFICATION_EVENTS[template.event as keyof typeof NOTIFICATION_EVENTS];
    const problem = event ? templateProblem(event, setting.content) : undefined;
    if (problem) throw new AppError(problem, { fieldErrors: { content: problem } });
    await tx
      .update(smsTemplates)
      .set({ ...setting, updatedAt: new Date() })
      .where(eq(smsTemplates.id, id));
    await recordOperation(tx, me, {
      kind: 'smsTemplate',
      objectId: id,
      label: template.name,
      action: '修改',
      ...changedValues(TEMPLATE_FIELDS, template, setting),
    });
  });
}
