import { z } from 'zod';
import { dictSchema } from '../dictionaries/dict-schema.ts';
import type { Dictionary } from '../dictionaries/dictionary.ts';
import { OPERATION_ACTIONS, OPERATION_OBJECT_KINDS } from '../system/operation-log-kinds.ts';
import { dateTimeText } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { maxText, withinChars } from '../text.ts';
import { defineListSpec } from './list-spec.ts';
import { longField, timeField } from './shared-fields.ts';

const text = (max: number, label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().refine(withinChars(max), maxText(max, label)).optional());
const choice = <C extends string>(dict: Dictionary<C>, message: string) =>
  z.preprocess(blankAsAbsent, dictSchema(dict, message).optional());

/** Filters of 操作日志: who, what kind of object, which action, when (Asia/Shanghai), which object. */
export const operationLogFilterSchema = orderedTimeRange(
  pagingQuerySchema.extend({
    userName: text(60, '操作人'),
    objectKind: choice(OPERATION_OBJECT_KINDS, '请选择操作对象'),
    action: choice(OPERATION_ACTIONS, '请选择操作'),
    timeStart: dateTimeText('开始时间'),
    timeEnd: dateTimeText('结束时间'),
    object: text(60, '对象'),
  }),
  ['timeStart', 'timeEnd'],
  '结束时间不能早于开始时间',
);
export type OperationLogFilter = z.output<typeof operationLogFilterSchema>;

/** 操作日志: every administrative and review change, newest first (docs/operation-log.md). */
export const operationLogListSpec = defineListSpec({
  input: operationLogFilterSchema,
  fields: {
    operateTime: timeField('操作时间'),
    userName: { title: '操作人', width: 16 },
    roleName: { title: '角色', width: 16 },
    ip: { title: 'IP', width: 18 },
    objectKindDescription: { title: '操作对象', width: 18 },
    objectId: { title: '对象编号', width: 12 },
    objectLabel: longField('对象名称', 30),
    action: { title: '操作', width: 14 },
    changeText: longField('变更内容', 60),
    reason: longField('意见', 30),
  },
  filters: {
    userName: { label: '操作人', control: 'text', maxLength: 60 },
    objectKind: { label: '操作对象', control: 'select', dictionary: OPERATION_OBJECT_KINDS },
    action: { label: '操作', control: 'select', dictionary: OPERATION_ACTIONS },
    time: { label: '操作时间', control: 'dateTimeRange', disabledFuture: true },
    object: { label: '对象编号/名称', control: 'text', maxLength: 60 },
  },
});
