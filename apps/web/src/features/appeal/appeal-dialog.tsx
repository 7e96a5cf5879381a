import { creditAppealFormSchema, LIMITS, zodRule } from '@credit/rules';
import { Form, Input, Select } from 'antd';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { useItemSubmit, useRecordChoices } from '@/features/credit/record-item-form.ts';
import { submitAppeal } from './appeal-api.ts';
import { charLimit } from '@/components/char-limit.ts';

interface AppealFormValues {
  recordId: number;
  complainant: string;
  telephone: string;
  appealReason: string;
  enterpriseAnnexes?: AnnexValue[];
}

const rule = (field: keyof typeof creditAppealFormSchema.shape) => [zodRule(creditAppealFormSchema.shape[field])];

/** 发起申诉 (spec §3 appeal): one of the enterprise's bad records in force, the complainant, telephone, reason and proof. */
export function AppealDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<AppealFormValues>();
  const types = useAnnexTypes('creditAppeal');
  const records = useRecordChoices(2, open);
  const send = useItemSubmit(
    form,
    ({ recordId, complainant, telephone, appealReason }) => ({ recordId, complainant, telephone, appealReason }),
    submitAppeal,
    () => {
      onClose();
      onDone();
    },
  );
  return (
    <DialogWrapper
      open={open}
      title="发起申诉"
      form={form}
      okText="提交申诉"
      width={720}
      onCancel={onClose}
      onOk={send}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="recordId" label="申诉的信用记录" rules={[{ required: true, message: '请选择申诉的信用记录' }]}>
          <Select
            loading={records.loading}
            placeholder="请选择本企业有效期内的不良信用记录"
            options={records.options}
          />
        </Form.Item>
        <Form.Item name="complainant" label="申诉人" rules={rule('complainant')}>
          <Input count={charLimit(LIMITS.contact)} />
        </Form.Item>
        <Form.Item name="telephone" label="联系电话" rules={rule('telephone')}>
          <Input count={charLimit(LIMITS.phone)} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="appealReason" label="申诉理由" rules={rule('appealReason')}>
          <Input.TextArea rows={4} count={charLimit(LIMITS.description, true)} />
        </Form.Item>
        <Form.Item name="enterpriseAnnexes" label="申诉材料">
          <AttachmentUpload types={types.data ?? []} />
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}
