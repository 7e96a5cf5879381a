import { App, Form, Select } from 'antd';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { setUserRole, type ManagedUser, type RoleOption } from './system-api.ts';

/** 修改角色: the desk a management user works at. */
export function UserRoleDialog({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user: ManagedUser | null;
  roles: RoleOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roleId: number }>();

  const submit = async () => {
    const { roleId } = await form.validateFields();
    const answer = await withFieldErrors(form, () => setUserRole(user?.id ?? 0, roleId));
    void message.success(answer.message);
    onSaved();
    onClose();
  };

  return (
    <DialogWrapper open={user !== null} title={`修改角色：${user?.username ?? ''}`} onOk={submit} onCancel={onClose}>
      {user && (
        <Form form={form} layout="vertical" initialValues={{ roleId: user.roleId }} preserve={false}>
          <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
            <Select options={roles.map((role) => ({ value: role.id, label: role.name }))} placeholder="请选择角色" />
          </Form.Item>
        </Form>
      )}
    </DialogWrapper>
  );
}
