import { POLICY_MSG, policyFormSchema, zodRule } from '@credit/rules';
import { App, Button, DatePicker, Form, Input, InputNumber, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { savePolicy, type PolicyRow } from './policy-api.ts';
import { charLimit } from '@/components/char-limit.ts';

interface PolicyFormValues {
  title: string;
  issuer: string;
  issueDate: Dayjs;
  sortOrder?: number;
}

interface PolicyDialogProps {
  /** The document being edited, `'new'` for a new one, null when closed. */
  policy: PolicyRow | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 编辑政策文件: title, issuer, issue date, order and the PDF (required for a new one). */
export function PolicyDialog({ policy, onClose, onSaved }: PolicyDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PolicyFormValues>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const editing = policy !== null && policy !== 'new' ? policy : undefined;

  useEffect(() => {
    setFile(undefined);
    setFileError(undefined);
    if (editing) form.setFieldsValue({ ...editing, issueDate: dayjs(editing.issueDate) });
  }, [editing, form]);

  const save = async () => {
    if (!editing && !file) {
      setFileError(POLICY_MSG.fileRequired);
      throw new Error(POLICY_MSG.fileRequired);
    }
    const values = form.getFieldsValue();
    const answer = await withFieldErrors(form, () =>
      savePolicy(editing?.id, { ...values, issueDate: values.issueDate.format('YYYY-MM-DD'), file }),
    );
    void message.success(answer.message || POLICY_MSG.saved);
    onClose();
    onSaved();
  };

  return (
    <DialogWrapper
      open={policy !== null}
      title={editing ? '编辑政策文件' : '新增政策文件'}
      form={form}
      okText="保存"
      onCancel={onClose}
      onOk={save}
    >
      <Form form={form} name="policyForm" layout="vertical" preserve={false} requiredMark>
        <Form.Item name="title" label="文件标题" rules={[zodRule(policyFormSchema.shape.title)]}>
          <Input count={charLimit(100)} />
        </Form.Item>
        <Form.Item name="issuer" label="发文单位" rules={[zodRule(policyFormSchema.shape.issuer)]}>
          <Input count={charLimit(50)} />
        </Form.Item>
        <Form.Item name="issueDate" label="发文日期" rules={[zodRule(policyFormSchema.shape.issueDate)]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序号（小的在前）">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={editing ? `政策文件（PDF；不选择则保留 ${editing.fileName}）` : '政策文件（PDF）'}
          required={!editing}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <Upload
            accept=".pdf,application/pdf"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button>选择文件</Button>
          </Upload>
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}
