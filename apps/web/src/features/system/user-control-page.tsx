import { userListSpec } from '@credit/rules';
import { App, Button, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { ConfirmLink } from './confirm-link.tsx';
import { onOffTag } from './on-off-tag.tsx';
import { fetchManagedUsers, setUserEnabled, useManagementRoleOptions, type ManagedUser } from './system-api.ts';
import { UserRoleDialog } from './user-role-dialog.tsx';

/** userControl: management users, their roles and whether they may sign in; filter and export. */
export function UserControlPage() {
  const { message } = App.useApp();
  const roles = useManagementRoleOptions();
  const [changingRole, setChangingRole] = useState<ManagedUser | null>(null);
  const reloadList = useRef<() => void>(() => undefined);

  if (roles.isPending) return <Spin />;

  const toggle = async (user: ManagedUser) => {
    const answer = await setUserEnabled(user.id, !user.enabled);
    void message.success(answer.message);
    reloadList.current();
  };

  const actions = {
    // The administrator neither disables himself nor changes his own role (he would lock himself out).
    render: (user: ManagedUser) =>
      user.self ? null : (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setChangingRole(user)}>
            修改角色
          </Button>
          <ConfirmLink
            title={
              user.enabled ? `停用后“${user.username}”将立即退出登录，确定停用吗？` : `确定启用“${user.username}”吗？`
            }
            danger={user.enabled}
            onConfirm={() => toggle(user)}
          >
            {user.enabled ? '停用' : '启用'}
          </ConfirmLink>
        </Space>
      ),
  };

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <>
      <ListPage<ManagedUser>
        title="用户列表"
        rowKey="id"
        spec={userListSpec}
        renderers={{ enabledDescription: (text, user) => onOffTag(user.enabled, text) }}
        actions={actions}
        filterOptions={{ roleId: roleOptions }}
        fetchPage={fetchManagedUsers}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return null;
        }}
        exportConfig={{ url: '/api/system/users/page', fileTitle: '用户管理' }}
      />
      <UserRoleDialog
        user={changingRole}
        roles={roles.data ?? []}
        onClose={() => setChangingRole(null)}
        onSaved={() => reloadList.current()}
      />
    </>
  );
}
