import { MSG, type ReleaseState } from '@credit/rules';
import type { Dayjs } from 'dayjs';
import { HttpError } from '@/api/http.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';

/** What the publish dialog's form holds (spec §5 Release form). */
export interface ReleaseFormValues {
  identificationUnit: string;
  actDeterminationDate: Dayjs;
  relatedSymbol?: string;
  contactPerson: string;
  behaviorDescription: string;
  enterpriseAnnexes?: AnnexValue[];
}

const TEXT_FIELDS = ['identificationUnit', 'relatedSymbol', 'contactPerson', 'behaviorDescription'] as const;

/**
 * The multipart body of POST …release (spec §7): trimmed form fields, the state (0 draft, 3 submitted),
 * one relation per published row and the attachments.
 */
export function releaseFormData(
  kind: AssessmentKind,
  values: ReleaseFormValues,
  rowIds: number[],
  state: Extract<ReleaseState, 0 | 3>,
): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.append(name, (values[name] ?? '').trim());
  form.append('actDeterminationDate', values.actDeterminationDate.format('YYYY-MM-DD'));
  form.append('state', String(state));
  const { prefix, idField } = kind.relation;
  rowIds.forEach((id, index) => form.append(`${prefix}[${index}].${idField}`, String(id)));
  appendAnnexes(form, values.enterpriseAnnexes ?? []);
  return form;
}

/**
 * What to tell the user when a release save fails (spec §8): the server's message; a refusal without
 * a body is what an over-long file name produces; no answer at all (time-out, network) says so.
 */
export function releaseFailureMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return MSG.networkError;
  if (error.status === 0) return error.message || MSG.networkError;
  return error.envelope?.message || MSG.saveFailedFileNameTooLong;
}
