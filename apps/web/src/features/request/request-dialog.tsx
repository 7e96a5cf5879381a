import { LIMITS, MSG, recordRequestFormSchema, zodRule, type RecordRequestKind } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { fetchRecordPage } from '@/features/credit/credit-api.ts';
import { useRecordsChanged } from '@/features/credit/use-matters.ts';
import { submitRequest } from './request-api.ts';

interface RequestFormValues {
  recordId: number;
  reason: string;
  enterpriseAnnexes?: AnnexValue[];
}

const requiredTypes = (types: { name: string; required?: boolean }[]) => ({
  validator: async (_rule: unknown, value: AnnexValue[] | undefined) => {
    const missing = types.find((type) => type.required && !(value ?? []).some((annex) => annex.fileType === type.name));
    if (missing) throw new Error(`请上传${missing.name}`);
  },
});

/** A new revocation (of an own good declaration) or repair (of a bad record): the record, the reason, the files. */
export function RequestDialog({
  kind,
  open,
  onClose,
  onDone,
}: {
  kind: RecordRequestKind;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RequestFormValues>();
  const changed = useRecordsChanged();
  const types = useAnnexTypes(kind.annexCategory);
  const records = useQuery({
    queryKey: ['credit-record', 'requestable', kind.key],
    queryFn: () =>
      fetchRecordPage('/api/creditregister/inforce', { creditType: kind.creditType, pageIndex: 1, pageSize: 100 }),
    enabled: open,
  });
  const choices = (records.data?.pageData ?? []).filter(
    (record) => kind.key !== 'revoke' || record.origin === 'enterprise',
  );
  return (
    <DialogWrapper
      open={open}
      title={`申请${kind.title}`}
      form={form}
      okText="提交申请"
      width={720}
      onCancel={onClose}
      onOk={async () => {
        const values = form.getFieldsValue(true) as RequestFormValues;
        const body = new FormData();
        body.append('recordId', String(values.recordId));
        body.append('reason', values.reason.trim());
        appendAnnexes(body, values.enterpriseAnnexes ?? []);
        const answer = await withFieldErrors(form, () => submitRequest(kind, body)).catch((error: unknown) => {
          void message.warning(error instanceof Error ? error.message : MSG.networkError);
          throw error;
        });
        void message.success(answer.message);
        changed();
        onClose();
        onDone();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="recordId" label="信用记录" rules={[{ required: true, message: '请选择信用记录' }]}>
          <Select
            loading={records.isLoading}
            placeholder={kind.key === 'revoke' ? '请选择本企业申报的良好信用记录' : '请选择本企业的不良信用记录'}
            options={choices.map((record) => ({
              value: record.id,
              label: `${record.registerNumber} ${record.behaviorContentName}（${record.scoreValue}分）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={kind.reasonLabel} rules={[zodRule(recordRequestFormSchema.shape.reason)]}>
          <Input.TextArea rows={4} maxLength={LIMITS.description} showCount />
        </Form.Item>
        <Form.Item
          name="enterpriseAnnexes"
          label="附件"
          required={(types.data ?? []).some((type) => type.required)}
          rules={[requiredTypes(types.data ?? [])]}
        >
          <AttachmentUpload types={types.data ?? []} />
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}
