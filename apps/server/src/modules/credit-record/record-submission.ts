import { creditRecordFormSchema, fieldErrorsOf, MSG, type CreditRecordForm } from '@credit/rules';
import { AppError } from '../../platform/errors.ts';
import { annexPlanOf, type AnnexPlan } from '../annex/annex-plan.ts';
import type { AnnexType } from '../annex/annex-type-queries.ts';
import type { MultipartForm } from '../annex/multipart-form.ts';

export const RECORD_ANNEX_CATEGORY = 'creditRecord';

export interface RecordSubmission {
  form: CreditRecordForm;
  annexes: AnnexPlan;
}

/** Reads a credit declaration's multipart form: its fields (creditRecordFormSchema) and attachments. */
export function recordSubmissionOf(form: MultipartForm, types: readonly AnnexType[]): RecordSubmission {
  const parsed = creditRecordFormSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
  }
  return { form: parsed.data, annexes: annexPlanOf(form, types) };
}

export const requiredField = (field: string, message: string) =>
  new AppError(message, { fieldErrors: { [field]: message } });
