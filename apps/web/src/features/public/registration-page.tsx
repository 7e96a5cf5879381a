import { creditCodeSchema, zodRule } from '@credit/rules';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { registerEnterprise } from '@/features/enterprise/enterprise-api.ts';
import { EnterpriseFormFields } from '@/features/enterprise/enterprise-form-fields.tsx';
import {
  enterpriseFieldOf,
  enterpriseFormData,
  type EnterpriseFormValues,
} from '@/features/enterprise/enterprise-form-values.ts';
import { PublicPage } from './public-page.tsx';
import { charLimit } from '@/components/char-limit.ts';

type RegistrationValues = EnterpriseFormValues & { socialCreditCode: string };

/** What the enterprise does next, once the platform has its registration. */
function Registered({ message, creditCode }: { message: string; creditCode: string }) {
  return (
    <Result
      status="success"
      title={message}
      subTitle={`请在登录页点击“企业用户登录”，使用统一身份认证平台的企业账号登录；首次登录时，账号按统一社会信用代码 ${creditCode} 关联到本企业。`}
      extra={
        <Link to="/login">
          <Button type="primary">前往登录</Button>
        </Link>
      }
    />
  );
}

/** /register (spec §2 public route): an enterprise not yet on the platform files the enterprise form with its credit code. */
export function RegistrationPage() {
  const [form] = Form.useForm<RegistrationValues>();
  const [busy, run] = useBusyAction();
  const [registered, setRegistered] = useState<{ message: string; creditCode: string }>();

  const submit = (values: RegistrationValues) =>
    run(async () => {
      const answer = await withFieldErrors(
        form,
        () => registerEnterprise(enterpriseFormData(values)),
        enterpriseFieldOf,
      );
      setRegistered({ message: answer.message, creditCode: values.socialCreditCode.trim().toUpperCase() });
    });

  return (
    <PublicPage
      title="企业注册"
      summary="尚未入驻本平台的企业填写基本信息并上传签署的信用承诺书和营业执照；注册后使用“企业用户登录”进入平台。"
    >
      {registered ? (
        <Registered {...registered} />
      ) : (
        <Form form={form} name="register" layout="vertical" requiredMark onFinish={(values) => void submit(values)}>
          <EnterpriseFormFields
            creditCode={
              <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={[zodRule(creditCodeSchema)]}>
                <Input count={charLimit(18)} />
              </Form.Item>
            }
          />
          <Button type="primary" htmlType="submit" loading={busy}>
            提交注册
          </Button>
          <span style={{ marginLeft: 16 }}>
            已注册？<Link to="/login">前往登录</Link>
          </span>
        </Form>
      )}
    </PublicPage>
  );
}
