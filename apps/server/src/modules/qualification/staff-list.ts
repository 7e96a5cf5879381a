import { qualificationStaffListSpec } from '@credit/rules';
import { and, desc, eq, not } from 'drizzle-orm';
import { z } from 'zod';
import { enterprisePersons } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { personColumns } from '../enterprise-person/person-list.ts';
import { personLabels } from '../enterprise-person/person-service.ts';
import { personView } from '../enterprise-person/person-view.ts';
import { isRegisteredCostEngineer, REGISTERED_COST_ENGINEER } from './staffing-evaluation.ts';

/**
 * The staff behind a warning's count: an enterprise's staff in service (those the evaluation
 * counts from), filtered by the spec's person list filter (name, kind, TitleProfessor = job title).
 */
export const qualificationStaffList = defineList({
  method: 'GET',
  url: '/Qualification/GetQualificationPersonList',
  permission: PERMISSIONS.qualificationWarning,
  tags: ['资质预警'],
  summary: '资质预警企业的在职人员（kind：造价工程师=1，其他=0；TitleProfessor：职称；Data.PageData）',
  shape: 'legacy',
  spec: qualificationStaffListSpec,
  row: z.object({
    id: z.number(),
    name: z.string(),
    genderDescription: z.string(),
    jobTitleDescription: z.string(),
    qualificationDescription: z.string(),
    phone: z.string(),
    costEngineer: z.boolean(),
  }),
  source: { table: enterprisePersons, id: enterprisePersons.id },
  columns: personColumns,
  where: (filter) =>
    and(
      eq(enterprisePersons.enterpriseId, filter.Id),
      eq(enterprisePersons.enabled, true),
      filter.name ? nameContains(enterprisePersons.nameGrams, filter.name, enterprisePersons.name) : undefined,
      filter.kind === undefined
        ? undefined
        : filter.kind === 1
          ? isRegisteredCostEngineer
          : not(isRegisteredCostEngineer),
      filter.TitleProfessor ? eq(enterprisePersons.jobTitle, filter.TitleProfessor) : undefined,
    ),
  orderBy: [desc(enterprisePersons.id)],
  presenter: async ({ db }) => {
    const labels = await personLabels(db);
    return (row) => {
      const person = personView(row, labels, { masked: true });
      return {
        id: person.id,
        name: person.name,
        genderDescription: person.genderDescription,
        jobTitleDescription: person.jobTitleDescription,
        qualificationDescription: person.qualificationDescription,
        phone: person.phone,
        costEngineer: row.qualification.includes(REGISTERED_COST_ENGINEER),
      };
    };
  },
  examples: { Id: '1', name: '王', kind: '1', TitleProfessor: '1' },
});
