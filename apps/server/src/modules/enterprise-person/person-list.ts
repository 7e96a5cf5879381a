import { personListSpec } from '@credit/rules';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enterprisePersons, enterprises, personNamePairCounts, personNamePairs } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains, searchedPair, setsOnly } from '../../platform/list/name-search.ts';
import { listedEnterpriseId } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA } from '../../platform/access/enterprise-data.ts';
import { personLabels } from './person-service.ts';
import { personView, personViewSchema } from './person-view.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** A staff member's own columns, as every staff list selects them. */
export const personColumns = aliasedColumns({
  id: enterprisePersons.id,
  enterpriseId: enterprisePersons.enterpriseId,
  name: enterprisePersons.name,
  gender: enterprisePersons.gender,
  idCard: enterprisePersons.idCard,
  phone: enterprisePersons.phone,
  enabled: enterprisePersons.enabled,
  jobTitle: enterprisePersons.jobTitle,
  qualification: enterprisePersons.qualification,
  createdAt: enterprisePersons.createdAt,
});

const columns = { ...personColumns, ...aliasedColumns({ enterpriseName: enterprises.enterpriseName }) };

/** An enterprise's staff, in-service first and the newest first within each (spec §2 screen 2). */
export const personList = defineList({
  method: 'GET',
  url: '/api/enterpriseperson/page',
  permission: PERMISSIONS.enterpriseRead,
  tags: ['企业人员'],
  summary: '人员列表（企业用户仅本企业；身份证号与手机号脱敏）',
  spec: personListSpec,
  source: {
    table: enterprisePersons,
    id: enterprisePersons.id,
    joins: [{ table: enterprises, on: eq(enterprises.id, enterprisePersons.enterpriseId) }],
  },
  columns,
  row: personViewSchema.extend({ enterpriseName: z.string() }),
  where: (filter, me) => {
    const enterpriseId = listedEnterpriseId(me, ENTERPRISE_DATA, filter.enterpriseId);
    return and(
      enterpriseId === undefined ? undefined : eq(enterprisePersons.enterpriseId, enterpriseId),
      filter.enterpriseName
        ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
        : undefined,
      filter.name ? nameContains(enterprisePersons.nameGrams, filter.name, enterprisePersons.name) : undefined,
      filter.state === undefined ? undefined : eq(enterprisePersons.enabled, filter.state),
    );
  },
  // A two-character name across every enterprise, alone or with the state, is read from the name's
  // pairs in the list's order.
  idIndex: (filter, me) => {
    const pair = searchedPair(filter.name);
    if (
      !pair ||
      !setsOnly(filter, ['name', 'state']) ||
      listedEnterpriseId(me, ENTERPRISE_DATA, undefined) !== undefined
    )
      return undefined;
    return {
      table: personNamePairs,
      id: personNamePairs.personId,
      where: and(
        eq(personNamePairs.pair, pair),
        filter.state === undefined ? undefined : eq(personNamePairs.enabled, filter.state),
      ),
      orderBy: [desc(personNamePairs.enabled), desc(personNamePairs.personId)],
      counted: {
        table: personNamePairCounts,
        n: personNamePairCounts.n,
        where: and(
          eq(personNamePairCounts.pair, pair),
          filter.state === undefined ? undefined : eq(personNamePairCounts.enabled, filter.state),
        ),
      },
    };
  },
  orderBy: [desc(enterprisePersons.enabled), desc(enterprisePersons.id)],
  presenter: async ({ db }) => {
    const labels = await personLabels(db);
    return (row) => withFields(personView(row, labels, { masked: true }), { enterpriseName: row.enterpriseName });
  },
  examples: { enterpriseId: '1', state: '1', name: '张伟', enterpriseName: '华信' },
});
