import { z } from 'zod';
import { dictSchema } from '../dictionaries/dictionary.ts';
import { SMS_STATUS } from '../notification/events.ts';
import { dateTimeText } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { dateRangeFilter, longField, statusField, timeField, zeroOrOneChoice } from './shared-fields.ts';

const eventField = { title: '事件', width: 16 } as const satisfies FieldSpec;

/** 我的消息 (mything) and the bell: unread=1 only the unread ones. */
export const notificationListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    unread: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number()
        .pipe(z.literal([0, 1], { error: '请选择是否只看未读' }))
        .optional(),
    ),
  }),
  fields: {
    read: { title: '状态', width: 7 },
    eventName: { title: '类别', width: 13 },
    title: { title: '标题', width: 27 },
    content: longField('内容', 47),
    createTime: timeField('时间'),
  },
  filters: { unread: zeroOrOneChoice('范围', ['全部', '未读']) },
});

/** shortMsg: the SMS templates, one per event. */
export const smsTemplateListSpec = defineListSpec({
  input: pagingQuerySchema,
  fields: {
    eventName: eventField,
    name: { title: '模板名称', width: 15 },
    content: longField('模板内容', 50),
    variables: { title: '可用变量', width: 30 },
    enabled: { title: '状态', width: 7, status: true },
    updateTime: timeField('更新时间'),
  },
});

/** shortMsgRecord: every SMS with its masked recipient, text and delivery. */
export const smsRecordListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    phone: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .regex(/^\d{11}$/, '请输入11位手机号')
        .optional(),
    ),
    status: z.preprocess(
      blankAsAbsent,
      z.coerce.number({ error: '请选择发送状态' }).pipe(dictSchema(SMS_STATUS, '请选择发送状态')).optional(),
    ),
    timeStart: dateTimeText('开始时间'),
    timeEnd: dateTimeText('结束时间'),
  }),
  fields: {
    eventName: eventField,
    phone: { title: '手机号', width: 14 },
    text: longField('短信内容', 60),
    status: { ...statusField('状态', SMS_STATUS, { 0: 'default', 1: 'success', 2: 'warning', 3: 'error' }), width: 10 },
    attempts: { title: '发送次数', width: 10 },
    lastError: longField('失败原因'),
    createTime: timeField('创建时间'),
    sendTime: timeField('发送时间'),
  },
  filters: {
    phone: { label: '手机号', control: 'text', maxLength: 11 },
    status: { label: '状态', control: 'select', dictionary: SMS_STATUS },
    time: dateRangeFilter('创建时间'),
  },
});
