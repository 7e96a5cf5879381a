import { labelOf, POLICY_STATE, POLICY_STATES, policyAdminListSpec, publicPolicyListSpec } from '@credit/rules';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { annexes, policyDocuments } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { textContains } from '../../platform/sql-filters.ts';
import { annexPath } from '../../platform/files/annexes.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const titleContains = (title?: string): SQL | undefined => textContains(policyDocuments.title, title);

/** Where the public reads a published policy's PDF. */
export const policyFileUrl = (id: number) => `/api/publicity/policies/${id}/file`;

const source = {
  table: policyDocuments,
  id: policyDocuments.id,
  joins: [{ table: annexes, on: eq(annexes.id, policyDocuments.annexId) }],
};

const columns = {
  ...aliasedColumns({
    id: policyDocuments.id,
    title: policyDocuments.title,
    issuer: policyDocuments.issuer,
    fileName: annexes.fileName,
    state: policyDocuments.state,
    sortOrder: policyDocuments.sortOrder,
  }),
  issueDate: dateText(policyDocuments.issueDate).as('issueDate'),
  updateTime: dateTimeText(policyDocuments.updatedAt).as('updateTime'),
};

/** The order of the public list, which the administrators arrange (上移 / 下移). */
export const POLICY_ORDER = [asc(policyDocuments.sortOrder), asc(policyDocuments.id)];

const publicRow = z.object({
  id: z.number(),
  title: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
});

/** relevantPolicy: the published policy documents, in the administrators' order. */
export const publicPolicyList = defineList({
  method: 'GET',
  url: '/api/publicity/policies',
  permission: PERMISSIONS.public,
  tags: ['信用公示'],
  summary: '已发布的政策文件（公开）',
  spec: publicPolicyListSpec,
  row: publicRow,
  source,
  columns,
  where: ({ title }) => and(eq(policyDocuments.state, POLICY_STATES.published), titleContains(title)),
  orderBy: POLICY_ORDER,
  presenter:
    () =>
    ({ id, title, issuer, issueDate, fileName }) => ({
      id,
      title,
      issuer,
      issueDate,
      fileName,
      fileUrl: policyFileUrl(id),
    }),
  examples: { title: '办法' },
});

/** The administrators' list: every policy document, drafts and withdrawn ones included, each PDF by a signed link. */
export const policyAdminList = (fileUrls: UrlSigner) =>
  defineList({
    method: 'GET',
    url: '/api/system/policies/page',
    permission: PERMISSIONS.systemPolicy,
    tags: ['政策文件管理'],
    summary: '政策文件（全部状态；按标题、状态筛选）',
    spec: policyAdminListSpec,
    row: publicRow.extend({
      state: z.number(),
      stateDescription: z.string(),
      sortOrder: z.number(),
      updateTime: z.string(),
    }),
    source,
    columns: { ...columns, ...aliasedColumns({ annexId: policyDocuments.annexId }) },
    where: ({ title, state }) =>
      and(state === undefined ? undefined : eq(policyDocuments.state, state), titleContains(title)),
    orderBy: POLICY_ORDER,
    presenter: ({ me }) => {
      const links = fileUrls.forUser(me.userId);
      return (row) =>
        withFields(row, {
          annexId: undefined,
          stateDescription: labelOf(POLICY_STATE, row.state),
          fileUrl: links.sign(annexPath(row.annexId)),
        });
    },
    examples: { title: '办法', state: '1' },
  });
