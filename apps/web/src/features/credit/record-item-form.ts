import { MSG } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { useRecordsChanged } from './use-matters.ts';
import { creditKeys } from './credit-keys.ts';

/** The enterprise's records in force of a credit type, as choices for the record an appeal or a request is about. */
export function useRecordChoices(
  creditType: number,
  open: boolean,
  keep: (record: CreditRecordRow) => boolean = () => true,
) {
  const records = useQuery({
    queryKey: creditKeys.inForceChoices(creditType),
    queryFn: () => fetchRecordPage('/api/creditregister/inforce', { creditType, pageIndex: 1, pageSize: 100 }),
    enabled: open,
  });
  return {
    loading: records.isLoading,
    // A record with an appeal, repair or revocation open stays in the list, marked and not choosable.
    options: (records.data?.pageData ?? []).filter(keep).map((record) => ({
      value: record.id,
      label: `${record.registerNumber}${record.openItem ? `（${record.openItem}）` : ''} ${record.behaviorContentName}（${record.scoreValue}分）`,
      disabled: record.openItem !== null,
    })),
  };
}

/**
 * Sends an item's form as multipart (its text fields trimmed, its attachments): server field errors
 * land on the form, a refusal shows as a warning, success as a toast, and every records list refreshes.
 */
export function useItemSubmit<V extends { enterpriseAnnexes?: AnnexValue[] }>(
  form: FormInstance<V>,
  fields: (values: V) => Record<string, string | number>,
  submit: (body: FormData) => Promise<{ message?: string }>,
  done: () => void,
) {
  const { message } = App.useApp();
  const changed = useRecordsChanged();
  return async () => {
    const values = form.getFieldsValue(true) as V;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields(values))) body.append(name, String(value).trim());
    appendAnnexes(body, values.enterpriseAnnexes ?? []);
    const answer = await withFieldErrors(form, () => submit(body)).catch((error: unknown) => {
      void message.warning(error instanceof Error ? error.message : MSG.networkError);
      throw error;
    });
    if (answer.message) void message.success(answer.message);
    changed();
    done();
  };
}
