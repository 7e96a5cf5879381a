import { historyListSpec } from '@credit/rules';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { changeHistory } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { personOfEnterprise } from '../enterprise-person/person-scope.ts';
import { enterpriseInScope } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA } from '../../platform/access/enterprise-data.ts';

const columns = {
  time: dateTimeText(changeHistory.createdAt).as('time'),
  ...aliasedColumns({ operator: changeHistory.operatorName, items: changeHistory.items }),
};

/** 变更历史 of an enterprise (historyType 0, id the enterprise) or of one of its persons (1, id the person), newest first. */
export const historyList = defineList({
  method: 'GET',
  url: '/api/enterprise/history',
  permission: PERMISSIONS.enterpriseRead,
  tags: ['企业'],
  summary: '变更历史：historyType 0 企业（id 为企业），1 人员（id 为人员）',
  spec: historyListSpec,
  row: z.object({ time: z.string(), operator: z.string(), items: z.array(z.string()) }),
  source: { table: changeHistory, id: changeHistory.id },
  columns,
  where: async (filter, me, db) => {
    if (filter.historyType !== 1)
      return and(
        eq(changeHistory.enterpriseId, enterpriseInScope(me, ENTERPRISE_DATA, filter.id)),
        eq(changeHistory.historyType, filter.historyType),
      );
    const person = await personOfEnterprise(db, me, filter.id);
    return and(
      eq(changeHistory.enterpriseId, person.enterpriseId),
      eq(changeHistory.historyType, filter.historyType),
      eq(changeHistory.personId, person.id),
    );
  },
  orderBy: [desc(changeHistory.createdAt), desc(changeHistory.id)],
  presenter: () => (row) => row,
  examples: { id: '1', historyType: '1' },
});
