import { defineDictionary } from '../dictionaries/dictionary.ts';

/** An event someone must hear about: its name and the variables its SMS template may use. */
export interface NotificationEvent {
  name: string;
  variables: readonly string[];
}

/** The events that write a notification (and an SMS where a template is enabled), docs/notifications.md. */
export const NOTIFICATION_EVENTS = {
  recordPublished: { name: '信用记录发布', variables: ['企业名称', '记录编号', '信用类别'] },
  recordReturned: { name: '信用记录退回', variables: ['企业名称', '记录编号', '退回原因'] },
  appealAccepted: { name: '申诉受理', variables: ['企业名称', '记录编号', '处理结果'] },
  appealDecided: { name: '申诉处理结果', variables: ['企业名称', '记录编号', '处理结果'] },
  deadlineReminder: { name: '办理期限提醒', variables: ['企业名称', '记录编号', '截止日期'] },
  requestDecided: { name: '撤销与信用修复结果', variables: ['企业名称', '记录编号', '申请类别', '处理结果'] },
} as const satisfies Record<string, NotificationEvent>;
export type NotificationEventKey = keyof typeof NOTIFICATION_EVENTS;

/** How an SMS's delivery stands (shortMsgRecord). */
export const SMS_STATUS = defineDictionary([
  [0, '排队中'],
  [1, '已发送'],
  [2, '重试中'],
  [3, '发送失败'],
]);
export const SMS_STATES = { queued: 0, sent: 1, retrying: 2, failed: 3 } as const;

const VARIABLE = /\{([^{}]*)\}/g;

/** The template's text with its {变量} filled in; a variable without a value is left empty. */
export const renderTemplate = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(VARIABLE, (_match, name: string) => values[name] ?? '');

/** What is wrong with a template's text for its event: an unknown {变量} or an unclosed brace. */
export function templateProblem(event: NotificationEvent, text: string): string | undefined {
  for (const [, name] of text.matchAll(VARIABLE))
    if (!event.variables.includes(name ?? ''))
      return `变量{${name}}不适用于“${event.name}”，可用变量：${event.variables.map((v) => `{${v}}`).join('、')}`;
  if (text.replace(VARIABLE, '').match(/[{}]/)) return '模板中的大括号不成对';
  return undefined;
}
