import { labelOf, MSG, USER_KIND } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { FieldTable } from '@/components/field-table.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { accountKeys, useAccountInfo } from './account-api.ts';
import { currentUserKeys } from '@/api/current-user.ts';

/** accountInfo: one's own profile; the super administrator also changes his password here. */
export function AccountInfoPage() {
  const account = useAccountInfo();
  const client = useQueryClient();
  const navigate = useNavigate();

  if (account.isPending) return <Spin />;
  if (account.isError) return <Alert type="error" title={account.error.message} />;
  const info = account.data;

  // A changed initial password opens the other pages: reload the user and go to the first menu.
  const afterPasswordChange = async () => {
    await client.invalidateQueries({ queryKey: accountKeys.info });
    await client.invalidateQueries({ queryKey: currentUserKeys.all });
    if (info.passwordMustChange) await navigate('/', { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <Card title="个人资料">
        <FieldTable column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="用户名">{info.username}</Descriptions.Item>
          <Descriptions.Item label="姓名">{info.displayName}</Descriptions.Item>
          <Descriptions.Item label="角色">{info.roleName}</Descriptions.Item>
          <Descriptions.Item label="用户类型">{labelOf(USER_KIND, info.kind)}</Descriptions.Item>
          {info.kind === 'enterprise' && (
            <Descriptions.Item label="所属企业">{info.enterpriseName ?? '—'}</Descriptions.Item>
          )}
          <Descriptions.Item label="最近登录">
            {info.lastLoginAt ? dayjs(info.lastLoginAt).format('YYYY-MM-DD HH:mm:ss') : '—'}
          </Descriptions.Item>
        </FieldTable>
      </Card>
      {info.kind === 'admin' && (
        <Card title="修改密码">
          {info.passwordMustChange && (
            <Alert type="warning" showIcon title={MSG.changeInitialPassword} style={{ marginBottom: 16 }} />
          )}
          <PasswordChangeForm onChanged={afterPasswordChange} />
        </Card>
      )}
    </Flex>
  );
}
