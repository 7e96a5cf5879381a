import { ACCOUNT_PASSWORD_MESSAGE, passwordChangeSchema, zodRule } from '@credit/rules';
import { App, Button, Form, Input } from 'antd';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { changePassword, type PasswordChange } from './account-api.ts';

const shape = passwordChangeSchema.shape;

/** The super administrator's password change: old password checked by the server, new one by the rules. */
export function PasswordChangeForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, run] = useBusyAction();

  const submit = (values: PasswordChange) =>
    run(async () => {
      const answer = await withFieldErrors(form, () => changePassword(values));
      void message.success(answer.message);
      form.resetFields();
      await onChanged();
    });

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label="原密码" rules={[zodRule(shape.oldPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        rules={[zodRule(shape.newPassword)]}
        extra={ACCOUNT_PASSWORD_MESSAGE}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          zodRule(shape.confirmPassword),
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        修改密码
      </Button>
    </Form>
  );
}
