import { maxText } from '@credit/rules';
import { and, count, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { notificationList, smsRecordList, smsTemplateList } from './notification-lists.ts';
import { saveSmsTemplate } from './sms-template-service.ts';
import { visibleUnread } from './visible-notifications.ts';

const signedIn = { permission: PERMISSIONS.authenticated };
const sms = { permission: PERMISSIONS.systemSms };

const readBody = z.object({
  /** The messages read; none: every unread message. */
  ids: z.array(z.coerce.number().int().positive()).max(1000, '一次最多标记1000条消息').optional(),
});

const templateBody = z.object({
  id: z.coerce.number({ error: '请指定短信模板' }).int().positive('请指定短信模板'),
  content: z
    .string({ error: '请输入模板内容' })
    .trim()
    .min(1, { error: '请输入模板内容', abort: true })
    .max(300, maxText(300, '模板内容')),
  enabled: z.boolean({ error: '请选择是否启用' }),
});

/** The bell and 我的消息 (every user), SMS templates and records (shortMsg, shortMsgRecord). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, notificationList);
  registerList(app, smsTemplateList);
  registerList(app, smsRecordList);

  app.get(
    '/api/notification/unread',
    {
      config: signedIn,
      schema: { tags: ['消息'], summary: '未读消息数（铃铛）', response: { 200: envelopeSchema(z.number()) } },
    },
    async (request) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(visibleUnread(principalOf(request)));
      return ok(row?.n ?? 0);
    },
  );

  app.put(
    '/api/notification/read',
    { config: signedIn, schema: { tags: ['消息'], summary: '标记为已读（ids 省略时全部已读）', body: readBody } },
    async (request) => {
      const me = principalOf(request);
      const ids = request.body.ids;
      await app.db
        .insert(notificationReads)
        .select(
          app.db
            .select({
              notificationId: notifications.id,
              userId: sql<number>`${me.userId}::int`.as('user_id'),
              readAt: sql<Date>`now()`.as('read_at'),
            })
            .from(notifications)
            .where(and(visibleUnread(me), ids ? inArray(notifications.id, ids.length > 0 ? ids : [0]) : undefined)),
        )
        .onConflictDoNothing();
      return ok(null, '已标记为已读');
    },
  );

  app.put(
    '/api/sms/template',
    {
      config: sms,
      schema: { tags: ['短信'], summary: '修改短信模板的内容与启用状态（变量须适用于其事件）', body: templateBody },
    },
    async (request) => {
      await saveSmsTemplate(app.db, principalOf(request), request.body);
      return ok(null, '保存成功！');
    },
  );
};
