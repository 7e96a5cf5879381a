import type { Dayjs } from 'dayjs';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';

/** What the enterprise form holds (spec §5 Enterprise edit): province, city and district as one cascader path. */
export interface EnterpriseFormValues {
  enterpriseName: string;
  legalRepresentative: string;
  corporateIDCard: string;
  place: string[];
  enterpriseType: string;
  registeredCapital: string;
  contactPerson: string;
  contactPhone: string;
  fixedTelephone?: string;
  email: string;
  enterpriseURL?: string;
  enterpriseEstablishmentTime: Dayjs;
  officeAddress: string;
  registeredAddress: string;
  businessscope: string;
  remarks?: string;
  enterpriseAnnexes: AnnexValue[];
}

const PLACE_PARTS = ['province', 'area', 'county'];

/**
 * The multipart form of PUT /api/enterprise and POST /api/enterprise/register: every field the
 * values hold (the registration's credit code too) and enterpriseAnnexes[i].property.
 */
export function enterpriseFormData(values: EnterpriseFormValues): FormData {
  const { place, enterpriseEstablishmentTime, enterpriseAnnexes, ...fields } = values;
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value ?? '').trim());
  PLACE_PARTS.forEach((name, level) => data.append(name, place[level] ?? ''));
  data.append('enterpriseEstablishmentTime', enterpriseEstablishmentTime.format('YYYY-MM-DD'));
  appendAnnexes(data, enterpriseAnnexes);
  return data;
}

/** The form field showing a server field's message: province, city and district show under the cascader. */
export const enterpriseFieldOf = (serverField: string): string =>
  PLACE_PARTS.includes(serverField) ? 'place' : serverField;
