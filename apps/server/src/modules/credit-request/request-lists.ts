import {
  ownRequestListSpec,
  RECORD_REQUEST_KINDS,
  requestDeskListSpec,
  type Desk,
  type RecordRequestKind,
} from '@credit/rules';
import { and, desc, eq } from 'drizzle-orm';
import { creditRequests, creditRequestTables } from '../../db/schema/index.ts';
import type { Permission } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import {
  deskItemOrder,
  deskItems,
  ownEnterpriseItems,
  recordItemSource,
  type RecordItem,
} from '../credit-record/record-item-lists.ts';
import { presentRequest, requestColumns, requestRowSchema } from './request-columns.ts';

const request: RecordItem<'requestId'> = {
  table: creditRequests,
  id: creditRequests.id,
  recordId: creditRequests.recordId,
  processStatus: creditRequests.processStatus,
  createdAt: creditRequests.createdAt,
  tables: creditRequestTables,
};
const source = recordItemSource(request);

const deskList = (kind: RecordRequestKind, desk: Desk) =>
  defineList({
    method: 'GET',
    url: `/api/creditrequest/${kind.key}/desk/${desk.key}`,
    permission: desk.permission as Permission,
    tags: ['撤销与信用修复'],
    summary: `${desk.title}：待办（done=0，最早申请在前）与已办（done=1）`,
    spec: requestDeskListSpec(kind),
    row: requestRowSchema,
    source,
    columns: requestColumns,
    where: (filter) => deskItems(request, desk, filter, eq(creditRequests.kind, kind.key)),
    orderBy: deskItemOrder(request),
    presenter: () => presentRequest,
    export: { title: desk.title },
    examples: { done: '0', enterpriseName: '华信' },
  });

const ownList = (kind: RecordRequestKind) =>
  defineList({
    method: 'GET',
    url: `/api/creditrequest/${kind.key}/mine`,
    permission: kind.submitPermission as Permission,
    tags: ['撤销与信用修复'],
    summary: `本企业的${kind.title}申请`,
    spec: ownRequestListSpec(kind),
    row: requestRowSchema,
    source,
    columns: requestColumns,
    where: (_filter, me) => and(ownEnterpriseItems(me), eq(creditRequests.kind, kind.key)),
    orderBy: [desc(creditRequests.id)],
    presenter: () => presentRequest,
    export: { title: `${kind.title}申请` },
    examples: {},
  });

/** Every kind's desk lists and the enterprise's own list. */
export const requestDeskLists = Object.values(RECORD_REQUEST_KINDS).flatMap((kind) =>
  kind.desks.map((desk) => deskList(kind, desk)),
);
export const ownRequestLists = Object.values(RECORD_REQUEST_KINDS).map(ownList);
