import {
  itemDeskQuerySchema,
  pagingQuerySchema,
  RECORD_REQUEST_KINDS,
  type RecordRequestDesk,
  type RecordRequestKind,
} from '@credit/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import { creditRecords, creditRequests, creditRequestTables, enterprises } from '../../db/schema/index.ts';
import type { Permission } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { actedOnBy } from '../../platform/workflow/item-tables.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { presentRequest, requestColumns, requestRowSchema } from './request-columns.ts';

const source = {
  table: creditRequests,
  id: creditRequests.id,
  joins: [
    { table: creditRecords, on: eq(creditRecords.id, creditRequests.recordId) },
    { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
  ],
};

const EXPORT_COLUMNS = [
  { header: '登记编号', key: 'registerNumber' },
  { header: '企业名称', key: 'enterpriseName', width: 36 },
  { header: '行为内容', key: 'behaviorContentName', width: 30 },
  { header: '分值', key: 'scoreValue', width: 8 },
  { header: '申请原因', key: 'reason', width: 40 },
  { header: '申请时间', key: 'applyTime' },
  { header: '办理期限', key: 'dueOn', width: 12 },
  { header: '处理状态', key: 'processStatusDescription', width: 12 },
] as const;

const deskList = (kind: RecordRequestKind, desk: RecordRequestDesk) =>
  defineList({
    method: 'GET',
    url: `/api/creditrequest/${kind.key}/desk/${desk.key}`,
    permission: desk.permission as Permission,
    tags: ['撤销与信用修复'],
    summary: `${desk.title}：待办（done=0，最早申请在前）与已办（done=1）`,
    input: itemDeskQuerySchema,
    row: requestRowSchema,
    source,
    columns: requestColumns,
    where: (filter) =>
      and(
        eq(creditRequests.kind, kind.key),
        filter.done === 1
          ? actedOnBy(creditRequestTables, creditRequests.id, desk.permission)
          : eq(creditRequests.processStatus, desk.waiting),
        filter.enterpriseName
          ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
          : undefined,
      ),
    orderBy: [asc(creditRequests.createdAt), asc(creditRequests.id)],
    presenter: () => presentRequest,
    export: { title: desk.title, columns: EXPORT_COLUMNS },
    examples: { done: '0', enterpriseName: '华信' },
  });

const ownList = (kind: RecordRequestKind) =>
  defineList({
    method: 'GET',
    url: `/api/creditrequest/${kind.key}/mine`,
    permission: kind.submitPermission as Permission,
    tags: ['撤销与信用修复'],
    summary: `本企业的${kind.title}申请`,
    input: pagingQuerySchema,
    row: requestRowSchema,
    source,
    columns: requestColumns,
    where: (_filter, me) => {
      if (me.kind !== 'enterprise' || me.enterpriseId === null) throw forbidden();
      return and(eq(creditRequests.kind, kind.key), eq(creditRecords.enterpriseId, me.enterpriseId));
    },
    orderBy: [desc(creditRequests.id)],
    presenter: () => presentRequest,
    export: { title: `${kind.title}申请`, columns: EXPORT_COLUMNS },
    examples: {},
  });

/** Every kind's desk lists and the enterprise's own list. */
export const requestDeskLists = Object.values(RECORD_REQUEST_KINDS).flatMap((kind) =>
  kind.desks.map((desk) => deskList(kind, desk)),
);
export const ownRequestLists = Object.values(RECORD_REQUEST_KINDS).map(ownList);
