import { Button, Card, Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { AdminLoginForm } from './admin-login-form.tsx';

/** Server endpoints that start each sign-on provider's authorization-code flow. */
const ENTERPRISE_SIGN_ON = '/account/login/enterprise';
const MANAGEMENT_SIGN_ON = '/account/login/manage';

export function LoginPage() {
  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        用户登录
      </Typography.Title>
      <Flex vertical gap="middle">
        <Button type="primary" size="large" block href={ENTERPRISE_SIGN_ON}>
          企业用户登录
        </Button>
        <Button size="large" block href={MANAGEMENT_SIGN_ON}>
          管理用户登录
        </Button>
      </Flex>
      <Divider plain>超级管理员登录</Divider>
      <AdminLoginForm />
      <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
        还没有账号？<Link to="/register">企业注册</Link>
      </Typography.Paragraph>
    </Card>
  );
}
