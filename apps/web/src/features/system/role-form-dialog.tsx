import { roleFormSchema, zodRule, type RoleForm } from '@credit/rules';
import { App, Form, Input } from 'antd';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { saveRole, type SystemRole } from './system-api.ts';
import { charLimit } from '@/components/char-limit.ts';

export type RoleDialogState = { mode: 'create' } | { mode: 'edit'; role: SystemRole } | null;

/** 新增角色 / 编辑角色: name and code; a built-in role keeps its code. */
export function RoleFormDialog({
  state,
  onClose,
  onSaved,
}: {
  state: RoleDialogState;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleForm>();
  const editing = state?.mode === 'edit' ? state.role : undefined;

  const submit = async () => {
    const values = await form.validateFields();
    const saved = await withFieldErrors(form, () => saveRole(values, editing?.id));
    void message.success(saved.message);
    await onSaved();
    onClose();
  };

  return (
    <DialogWrapper open={state !== null} title={editing ? '编辑角色' : '新增角色'} onOk={submit} onCancel={onClose}>
      {state && (
        <Form form={form} layout="vertical" initialValues={editing ?? {}} preserve={false}>
          <Form.Item name="name" label="角色名称" rules={[zodRule(roleFormSchema.shape.name)]}>
            <Input count={charLimit(40)} placeholder="请输入角色名称" />
          </Form.Item>
          <Form.Item
            name="code"
            label="角色编码"
            rules={[zodRule(roleFormSchema.shape.code)]}
            extra={editing?.builtin ? '内置角色的编码不能修改' : '字母开头，字母、数字或下划线'}
          >
            <Input count={charLimit(40)} disabled={editing?.builtin} placeholder="如 inspector" />
          </Form.Item>
        </Form>
      )}
    </DialogWrapper>
  );
}
