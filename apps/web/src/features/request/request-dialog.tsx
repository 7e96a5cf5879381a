import { LIMITS, recordRequestFormSchema, zodRule, type RecordRequestKind } from '@credit/rules';
import { Form, Input, Select } from 'antd';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { useItemSubmit, useRecordChoices } from '@/features/credit/record-item-form.ts';
import { submitRequest } from './request-api.ts';
import { charLimit } from '@/components/char-limit.ts';

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
  const [form] = Form.useForm<RequestFormValues>();
  const types = useAnnexTypes(kind.annexCategory);
  const records = useRecordChoices(
    kind.creditType,
    open,
    (record) => kind.key !== 'revoke' || record.origin === 'enterprise',
  );
  const send = useItemSubmit(
    form,
    ({ recordId, reason }) => ({ recordId, reason }),
    (body) => submitRequest(kind, body),
    () => {
      onClose();
      onDone();
    },
  );
  return (
    <DialogWrapper
      open={open}
      title={`申请${kind.title}`}
      form={form}
      okText="提交申请"
      width={720}
      onCancel={onClose}
      onOk={send}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="recordId" label="信用记录" rules={[{ required: true, message: '请选择信用记录' }]}>
          <Select
            loading={records.loading}
            placeholder={kind.key === 'revoke' ? '请选择本企业申报的良好信用记录' : '请选择本企业的不良信用记录'}
            options={records.options}
          />
        </Form.Item>
        <Form.Item name="reason" label={kind.reasonLabel} rules={[zodRule(recordRequestFormSchema.shape.reason)]}>
          <Input.TextArea rows={4} count={charLimit(LIMITS.description, true)} />
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
