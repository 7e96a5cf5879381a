import { dictOptions, USER_ENABLED } from '@credit/rules';
import { App, Button, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
import { ConfirmLink } from './confirm-link.tsx';
import { fetchManagedUsers, setUserEnabled, useManagementRoleOptions, type ManagedUser } from './system-api.ts';
import { UserRoleDialog } from './user-role-dialog.tsx';

const enabledEnum = { 启用: { text: '启用', color: 'green' }, 停用: { text: '停用', color: 'red' } };

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

  const columns: ListColumn<ManagedUser>[] = [
    { title: '用户名', dataIndex: 'username' },
    { title: '姓名', dataIndex: 'displayName' },
    { title: '用户类型', dataIndex: 'kindDescription' },
    { title: '角色', dataIndex: 'roleName' },
    { title: '状态', dataIndex: 'enabledDescription', valueEnum: enabledEnum },
    { title: '最近登录', dataIndex: 'lastLoginTime' },
    { title: '创建时间', dataIndex: 'createTime' },
    {
      title: '操作',
      key: 'operation',
      exportable: false,
      // The administrator neither disables himself nor changes his own role (he would lock himself out).
      render: (_: unknown, user: ManagedUser) =>
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
    },
  ];

  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <>
      <ListPage<ManagedUser>
        title="用户列表"
        rowKey="id"
        columns={columns}
        filters={[
          { name: 'name', label: '用户名', type: 'text', maxLength: 60, placeholder: '请输入用户名或姓名' },
          { name: 'roleId', label: '角色', type: 'select', options: roleOptions },
          { name: 'enabled', label: '状态', type: 'select', options: dictOptions(USER_ENABLED) },
        ]}
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
