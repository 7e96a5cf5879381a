import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { requestJson } from '@/api/http.ts';
import { setToken } from '@/api/token-store.ts';

interface Credentials {
  username: string;
  password: string;
}

type TokenAnswer = { access_token: string };

/** The super administrator signs in with a password (spec §1); wrong credentials come back as error_description. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const signIn = useMutation({
    mutationFn: ({ username, password }: Credentials) =>
      requestJson<TokenAnswer>({
        url: '/oauth/token',
        method: 'POST',
        data: new URLSearchParams({ grant_type: 'password', username, password }),
      }),
    onSuccess: (answer) => {
      setToken(answer.access_token);
      void navigate('/', { replace: true });
    },
  });

  return (
    <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
      <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        登录
      </Button>
    </Form>
  );
}
