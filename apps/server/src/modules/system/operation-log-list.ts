import { labelOf, OPERATION_OBJECT_KINDS, operationLogListSpec } from '@credit/rules';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operationLogs, type OperationValues } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { EMPTY_VALUE, dateTimeText } from '../../platform/history/index.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';

const columns = {
  ...aliasedColumns({
    id: operationLogs.id,
    userName: operationLogs.userName,
    roleName: operationLogs.roleName,
    ip: operationLogs.ip,
    objectKind: operationLogs.objectKind,
    objectId: operationLogs.objectId,
    objectLabel: operationLogs.objectLabel,
    action: operationLogs.action,
    before: operationLogs.before,
    after: operationLogs.after,
    reason: operationLogs.reason,
  }),
  operateTime: dateTimeText(operationLogs.createdAt).as('operateTime'),
};

/** "字段: 旧 → 新" per field, for the export and the table; a created or deleted object shows one side. */
function changeText(before: OperationValues | null, after: OperationValues | null): string {
  const labels = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return labels
    .map((label) => {
      if (!before) return `${label}: ${after?.[label] ?? EMPTY_VALUE}`;
      if (!after) return `${label}: ${before[label] ?? EMPTY_VALUE}`;
      return `${label}: ${before[label] ?? EMPTY_VALUE} → ${after[label] ?? EMPTY_VALUE}`;
    })
    .join('；');
}

const present = (row: RowOf<typeof columns>) =>
  withFields(row, {
    objectKindDescription: labelOf(OPERATION_OBJECT_KINDS, row.objectKind) || row.objectKind,
    changeText: changeText(row.before, row.after),
  });

const values = z.record(z.string(), z.string()).nullable();

/** 操作日志: every administrative and review change, newest first (docs/operation-log.md). */
export const operationLogList = defineList({
  method: 'GET',
  url: '/api/system/operationlogs/page',
  permission: PERMISSIONS.systemOperationLog,
  tags: ['系统管理'],
  summary: '操作日志（分页；format=xlsx 导出）',
  spec: operationLogListSpec,
  row: z.object({
    id: z.number(),
    operateTime: z.string(),
    userName: z.string(),
    roleName: z.string(),
    ip: z.string(),
    objectKind: z.string(),
    objectKindDescription: z.string(),
    objectId: z.string(),
    objectLabel: z.string(),
    action: z.string(),
    before: values,
    after: values,
    changeText: z.string(),
    reason: z.string(),
  }),
  source: { table: operationLogs, id: operationLogs.id },
  columns,
  where: (filter) =>
    and(
      filter.userName ? nameContains(operationLogs.userNameGrams, filter.userName, operationLogs.userName) : undefined,
      filter.objectKind ? eq(operationLogs.objectKind, filter.objectKind) : undefined,
      filter.action ? eq(operationLogs.action, filter.action) : undefined,
      // Beijing wall-clock times; the end second is included (23:59:59 covers the whole of it).
      shanghaiTimeRange(operationLogs.createdAt, filter.timeStart, filter.timeEnd),
      filter.object
        ? nameContains(operationLogs.objectGrams, filter.object, operationLogs.objectLabel, operationLogs.objectId)
        : undefined,
    ),
  orderBy: [desc(operationLogs.createdAt), desc(operationLogs.id)],
  presenter: () => present,
  export: { title: '操作日志' },
  examples: {
    userName: '管理',
    objectKind: 'menu',
    action: '修改',
    timeStart: '2026-01-01 00:00:00',
    timeEnd: '2026-03-31 23:59:59',
    object: '行为',
  },
});
