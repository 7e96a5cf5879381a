import {
  labelOf,
  maskPhone,
  NOTIFICATION_EVENTS,
  notificationListSpec,
  SMS_STATUS,
  smsRecordListSpec,
  smsTemplateListSpec,
} from '@credit/rules';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notificationReads, notifications, smsMessages, smsTemplates } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';
import { unreadBy, visibleTo } from './visible-notifications.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const eventName = (event: string) => NOTIFICATION_EVENTS[event as keyof typeof NOTIFICATION_EVENTS]?.name ?? event;

/** 我的消息 (mything) and the bell: the user's messages, newest first, unread ones only on request. */
export const notificationList = defineList({
  method: 'GET',
  url: '/api/notification/page',
  permission: PERMISSIONS.authenticated,
  tags: ['消息'],
  summary: '我的消息（unread=1 只看未读）',
  spec: notificationListSpec,
  row: z.object({
    id: z.number(),
    event: z.string(),
    eventName: z.string(),
    title: z.string(),
    content: z.string(),
    link: z.string().nullable(),
    createTime: z.string(),
    read: z.boolean(),
  }),
  source: { table: notifications, id: notifications.id },
  columns: {
    ...aliasedColumns({
      id: notifications.id,
      event: notifications.event,
      title: notifications.title,
      content: notifications.content,
      link: notifications.link,
    }),
    createTime: dateTimeText(notifications.createdAt).as('createTime'),
    readers: sql<
      number[]
    >`array(select ${notificationReads.userId} from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id})`.as(
      'readers',
    ),
  },
  where: (filter, me) => and(visibleTo(me), filter.unread === 1 ? unreadBy(me) : undefined),
  orderBy: [desc(notifications.id)],
  presenter:
    ({ me }) =>
    (row) =>
      withFields(row, { readers: undefined, eventName: eventName(row.event), read: row.readers.includes(me.userId) }),
  examples: { unread: '1' },
});

/** shortMsg: the SMS templates, one per event. */
export const smsTemplateList = defineList({
  method: 'GET',
  url: '/api/sms/template/page',
  permission: PERMISSIONS.systemSms,
  tags: ['短信'],
  summary: '短信模板',
  spec: smsTemplateListSpec,
  row: z.object({
    id: z.number(),
    event: z.string(),
    eventName: z.string(),
    variables: z.array(z.string()),
    name: z.string(),
    content: z.string(),
    enabled: z.boolean(),
    updateTime: z.string(),
  }),
  source: { table: smsTemplates, id: smsTemplates.id },
  columns: {
    ...aliasedColumns({
      id: smsTemplates.id,
      event: smsTemplates.event,
      name: smsTemplates.name,
      content: smsTemplates.content,
      enabled: smsTemplates.enabled,
    }),
    updateTime: dateTimeText(smsTemplates.updatedAt).as('updateTime'),
  },
  where: () => undefined,
  orderBy: [asc(smsTemplates.id)],
  presenter: () => (row) =>
    withFields(row, {
      eventName: eventName(row.event),
      variables: [...(NOTIFICATION_EVENTS[row.event as keyof typeof NOTIFICATION_EVENTS]?.variables ?? [])],
    }),
  examples: {},
});

/** shortMsgRecord: every SMS with its masked recipient, text and delivery. */
export const smsRecordList = defineList({
  method: 'GET',
  url: '/api/sms/record/page',
  permission: PERMISSIONS.systemSms,
  tags: ['短信'],
  summary: '短信发送记录（手机号脱敏；format=xlsx 导出）',
  spec: smsRecordListSpec,
  row: z.object({
    id: z.number(),
    eventName: z.string(),
    templateName: z.string().nullable(),
    phone: z.string(),
    text: z.string(),
    status: z.number(),
    statusDescription: z.string(),
    attempts: z.number(),
    lastError: z.string().nullable(),
    createTime: z.string(),
    sendTime: z.string().nullable(),
  }),
  source: {
    table: smsMessages,
    id: smsMessages.id,
    joins: [{ table: smsTemplates, on: eq(smsTemplates.id, smsMessages.templateId) }],
  },
  columns: {
    ...aliasedColumns({
      id: smsMessages.id,
      event: smsMessages.event,
      templateName: smsTemplates.name,
      phone: smsMessages.phone,
      text: smsMessages.text,
      status: smsMessages.status,
      attempts: smsMessages.attempts,
      lastError: smsMessages.lastError,
    }),
    createTime: dateTimeText(smsMessages.createdAt).as('createTime'),
    sendTime: dateTimeText(smsMessages.sentAt).as('sendTime'),
  },
  where: (filter) =>
    and(
      filter.phone ? eq(smsMessages.phoneHmac, filter.phone) : undefined,
      filter.status === undefined ? undefined : eq(smsMessages.status, filter.status),
      shanghaiTimeRange(smsMessages.createdAt, filter.timeStart, filter.timeEnd),
    ),
  orderBy: [desc(smsMessages.id)],
  presenter: () => (row) => ({
    id: row.id,
    eventName: eventName(row.event),
    templateName: row.templateName,
    phone: maskPhone(row.phone),
    text: row.text,
    status: row.status,
    statusDescription: labelOf(SMS_STATUS, row.status),
    attempts: row.attempts,
    lastError: row.lastError,
    createTime: row.createTime,
    sendTime: row.sendTime,
  }),
  export: {
    title: '短信发送记录',
  },
  examples: { phone: '13800138000', status: '1', timeStart: '2026-01-01', timeEnd: '2026-12-31' },
});
