import { GENDER, labelOf, maskIdCard, maskPhone, PERSON_ENABLED } from '@credit/rules';
import { z } from 'zod';
import { shanghaiDateTimeText } from '../../platform/shanghai-time.ts';
import type { PersonRow } from './person-queries.ts';

type PersonFields = Omit<PersonRow, 'nameGrams' | 'idCardHmac' | 'phoneHmac'>;

export interface PersonLabels {
  jobTitles: ReadonlyMap<string, string>;
  qualifications: ReadonlyMap<string, string>;
}

/**
 * A person as the API shows it, with the labels of its codes. Lists mask the ID card and the
 * mobile's middle four digits; the enterprise's own edit form gets them whole.
 */
export function personView(row: PersonFields, labels: PersonLabels, { masked }: { masked: boolean }) {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    name: row.name,
    gender: row.gender,
    genderDescription: labelOf(GENDER, row.gender),
    idCard: masked ? maskIdCard(row.idCard) : row.idCard,
    phone: masked ? maskPhone(row.phone) : row.phone,
    enabled: row.enabled,
    enabledDescription: labelOf(PERSON_ENABLED, row.enabled),
    jobTitle: row.jobTitle,
    jobTitleDescription: labels.jobTitles.get(row.jobTitle) ?? '',
    qualification: row.qualification,
    qualificationDescription: row.qualification.map((code) => labels.qualifications.get(code) ?? code).join('、'),
    createTime: shanghaiDateTimeText(row.createdAt),
  };
}

/** A person as personView shows it: the documented row of the staff lists. */
export const personViewSchema = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  name: z.string(),
  gender: z.number(),
  genderDescription: z.string(),
  idCard: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  enabledDescription: z.string(),
  jobTitle: z.string(),
  jobTitleDescription: z.string(),
  qualification: z.array(z.string()),
  qualificationDescription: z.string(),
  createTime: z.string(),
});

/** The person's fields the history speaks of. */
export const personTrackedFields = (labels: PersonLabels) => [
  { key: 'name' as const, label: '姓名' },
  { key: 'gender' as const, label: '性别', show: (v: unknown) => labelOf(GENDER, Number(v)) },
  { key: 'idCard' as const, label: '身份证号', show: (v: unknown) => maskIdCard(String(v)) },
  { key: 'phone' as const, label: '手机号码', show: (v: unknown) => maskPhone(String(v)) },
  { key: 'enabled' as const, label: '状态', show: (v: unknown) => labelOf(PERSON_ENABLED, Boolean(v)) },
  { key: 'jobTitle' as const, label: '职称', show: (v: unknown) => labels.jobTitles.get(String(v)) ?? String(v) },
  {
    key: 'qualification' as const,
    label: '执业资格',
    show: (v: unknown) => (v as string[]).map((code) => labels.qualifications.get(code) ?? code).join('、'),
  },
];
