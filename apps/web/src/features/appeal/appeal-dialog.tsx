import { creditAppealFormSchema, LIMITS, MSG, zodRule } from '@credit/rules';
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
import { submitAppeal } from './appeal-api.ts';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<AppealFormValues>();
  const changed = useRecordsChanged();
  const types = useAnnexTypes('creditAppeal');
  const records = useQuery({
    queryKey: ['credit-record', 'appealable'],
    queryFn: () => fetchRecordPage('/api/creditregister/inforce', { creditType: 2, pageIndex: 1, pageSize: 100 }),
    enabled: open,
  });
  return (
    <DialogWrapper
      open={open}
      title="发起申诉"
      form={form}
      okText="提交申诉"
      width={720}
      onCancel={onClose}
      onOk={async () => {
        const values = form.getFieldsValue(true) as AppealFormValues;
        const body = new FormData();
        body.append('recordId', String(values.recordId));
        body.append('complainant', values.complainant.trim());
        body.append('telephone', values.telephone.trim());
        body.append('appealReason', values.appealReason.trim());
        appendAnnexes(body, values.enterpriseAnnexes ?? []);
        const answer = await withFieldErrors(form, () => submitAppeal(body)).catch((error: unknown) => {
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
        <Form.Item name="recordId" label="申诉的信用记录" rules={[{ required: true, message: '请选择申诉的信用记录' }]}>
          <Select
            loading={records.isLoading}
            placeholder="请选择本企业有效期内的不良信用记录"
            options={(records.data?.pageData ?? []).map((record) => ({
              value: record.id,
              label: `${record.registerNumber} ${record.behaviorContentName}（${record.scoreValue}分）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="complainant" label="申诉人" rules={rule('complainant')}>
          <Input maxLength={LIMITS.contact} />
        </Form.Item>
        <Form.Item name="telephone" label="联系电话" rules={rule('telephone')}>
          <Input maxLength={LIMITS.phone} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="appealReason" label="申诉理由" rules={rule('appealReason')}>
          <Input.TextArea rows={4} maxLength={LIMITS.description} showCount />
        </Form.Item>
        <Form.Item name="enterpriseAnnexes" label="申诉材料">
          <AttachmentUpload types={types.data ?? []} />
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}
