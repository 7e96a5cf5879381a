import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@credit/rules';
import { App, Button, Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyNote } from '@/components/empty-note.tsx';
import { menuColumns } from './menu-columns.tsx';
import { MenuFormDialog, type MenuDialogState } from './menu-form-dialog.tsx';
import { menuTree } from './menu-tree.ts';
import { deleteMenu, useSystemMenus, useSystemReload } from './system-api.ts';

/** menuControl: the whole menu tree, hidden menus included; changes reach every role at once. */
export function MenuControlPage() {
  const { message } = App.useApp();
  const menus = useSystemMenus();
  const reload = useSystemReload();
  const [dialog, setDialog] = useState<MenuDialogState>(null);
  const tree = useMemo(() => menuTree(menus.data ?? []), [menus.data]);

  const columns = menuColumns({
    addChild: (menu) => setDialog({ mode: 'create', parentId: menu.id }),
    edit: (menu) => setDialog({ mode: 'edit', menu }),
    remove: async (menu) => {
      const answer = await deleteMenu(menu.id);
      void message.success(answer.message);
      await reload();
    },
  });

  return (
    <Card
      title="菜单列表"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create', parentId: null })}>
          新增菜单
        </Button>
      }
    >
      {/* Expand-all applies when the table mounts: keyed by the row count, it remounts once the menus arrive. */}
      <Table
        key={tree.length}
        rowKey="id"
        columns={columns}
        dataSource={tree}
        loading={menus.isPending}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 'max-content', y: 630 }}
        locale={{ emptyText: <EmptyNote text={MSG.noData} /> }}
      />
      <MenuFormDialog state={dialog} menus={menus.data ?? []} onClose={() => setDialog(null)} onSaved={reload} />
    </Card>
  );
}
