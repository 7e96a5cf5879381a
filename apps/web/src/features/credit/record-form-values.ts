import { CREDIT_FORM_STATE } from '@credit/rules';
import dayjs, { type Dayjs } from 'dayjs';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import type { CreditRecord } from './credit-api.ts';

/** What the declaration form holds. */
export interface RecordFormValues {
  creditType: number;
  enterpriseId?: number;
  /** 行为类别 → 行为内容 → 认定等级 (catalogue ids). */
  behaviorPath?: number[];
  enterprisePersonId?: number;
  innovationAwardDescription?: string;
  identificationUnit: string;
  actDeterminationDate: Dayjs;
  relatedSymbol?: string;
  behaviorDescription: string;
  contactPerson: string;
  telephone?: string;
  enterpriseAnnexes?: AnnexValue[];
}

const TEXT_FIELDS = [
  'innovationAwardDescription',
  'identificationUnit',
  'relatedSymbol',
  'behaviorDescription',
  'contactPerson',
  'telephone',
] as const;

/** The multipart body of POST / PUT /api/creditregister: trimmed fields, the level, the state and the attachments. */
export function recordFormData(
  values: RecordFormValues,
  state: (typeof CREDIT_FORM_STATE)[keyof typeof CREDIT_FORM_STATE],
  id?: number,
): FormData {
  const form = new FormData();
  if (id) form.append('id', String(id));
  form.append('creditType', String(values.creditType));
  form.append('behaviorLevelId', String(values.behaviorPath?.at(-1) ?? ''));
  if (values.enterpriseId) form.append('enterpriseId', String(values.enterpriseId));
  if (values.enterprisePersonId) form.append('enterprisePersonId', String(values.enterprisePersonId));
  for (const name of TEXT_FIELDS) form.append(name, (values[name] ?? '').trim());
  form.append('actDeterminationDate', values.actDeterminationDate.format('YYYY-MM-DD'));
  form.append('state', String(state));
  appendAnnexes(form, values.enterpriseAnnexes ?? []);
  return form;
}

/** A stored record as the form edits it; the catalogue path is found from its level. */
export function recordFormValues(record: CreditRecord, behaviorPath: number[] | undefined): RecordFormValues {
  return {
    creditType: record.creditType,
    enterpriseId: record.enterpriseId,
    behaviorPath,
    enterprisePersonId: record.enterprisePersonId ?? undefined,
    innovationAwardDescription: record.innovationAwardDescription ?? undefined,
    identificationUnit: record.identificationUnit,
    actDeterminationDate: dayjs(record.actDeterminationDate),
    relatedSymbol: record.relatedSymbol ?? undefined,
    behaviorDescription: record.behaviorDescription,
    contactPerson: record.contactPerson ?? '',
    telephone: record.telephone ?? undefined,
    enterpriseAnnexes: record.enterpriseAnnexes.map((annex) => ({
      fileType: annex.fileType,
      fileName: annex.fileName,
      relativePath: annex.relativePath,
    })),
  };
}
