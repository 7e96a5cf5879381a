/**
 * What may be open about one published record at a time: an appeal, a repair or a revocation
 * (docs/repairs.md). The record pickers show it beside the record and refuse the choice; the server
 * refuses a second open item whatever its kind, so one decision never ends a record another is
 * still deciding.
 */
export const RECORD_OPEN_ITEMS = {
  appeal: { label: '申诉中', refusal: '该记录已有申诉正在处理' },
  repair: { label: '信用修复中', refusal: '该记录已有信用修复申请正在处理' },
  revoke: { label: '撤销申请中', refusal: '该记录已有撤销申请正在处理' },
} as const;

export type RecordOpenItem = keyof typeof RECORD_OPEN_ITEMS;
