import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@credit/rules';
import { App, Button, Card, Space, Table, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { EmptyNote } from '@/components/empty-note.tsx';
import { ConfirmLink } from './confirm-link.tsx';
import { RoleFormDialog, type RoleDialogState } from './role-form-dialog.tsx';
import { RoleMenusDialog } from './role-menus-dialog.tsx';
import { deleteRole, useSystemReload, useSystemRoles, type SystemRole } from './system-api.ts';

/** roleControl: roles, their menus by tree; a role is deleted only when nobody holds it. */
export function RoleControlPage() {
  const { message } = App.useApp();
  const roles = useSystemRoles();
  const reload = useSystemReload();
  const [dialog, setDialog] = useState<RoleDialogState>(null);
  const [assigning, setAssigning] = useState<SystemRole | null>(null);

  const remove = async (role: SystemRole) => {
    const answer = await deleteRole(role.id);
    void message.success(answer.message);
    await reload();
  };

  const columns: TableColumnType<SystemRole>[] = [
    { title: '角色名称', dataIndex: 'name' },
    { title: '角色编码', dataIndex: 'code' },
    {
      title: '类型',
      dataIndex: 'builtin',
      render: (builtin: boolean) => (builtin ? <Tag color="blue">内置</Tag> : <Tag>自定义</Tag>),
    },
    { title: '用户数', dataIndex: 'userCount', align: 'right' },
    {
      title: '操作',
      key: 'operation',
      render: (_: unknown, role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ mode: 'edit', role })}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setAssigning(role)}>
            分配菜单
          </Button>
          {!role.builtin && role.userCount === 0 && (
            <ConfirmLink title={`确定删除角色“${role.name}”吗？`} danger onConfirm={() => remove(role)}>
              删除
            </ConfirmLink>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="角色列表"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
          新增角色
        </Button>
      }
    >
      <Table
        rowKey="id"
        columns={columns}
        dataSource={roles.data}
        loading={roles.isPending}
        pagination={false}
        scroll={{ x: 'max-content', y: 605 }}
        locale={{ emptyText: <EmptyNote text={MSG.noData} /> }}
      />
      <RoleFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={reload} />
      <RoleMenusDialog role={assigning} onClose={() => setAssigning(null)} onSaved={reload} />
    </Card>
  );
}
