import { Button, Space, Tag, type TableColumnType } from 'antd';
import { menuIcon } from '@/components/menu-icons.tsx';
import { ConfirmLink } from './confirm-link.tsx';
import type { MenuNode } from './menu-tree.ts';

export interface MenuActions {
  addChild: (menu: MenuNode) => void;
  edit: (menu: MenuNode) => void;
  remove: (menu: MenuNode) => Promise<unknown>;
}

export function menuColumns(actions: MenuActions): TableColumnType<MenuNode>[] {
  return [
    {
      title: '菜单名称',
      dataIndex: 'menuName',
      render: (name: string, menu) => (
        <Space>
          {menuIcon(menu.menuIcon)}
          {name}
        </Space>
      ),
    },
    { title: '页面路由', dataIndex: 'menuUrl', render: (url: string) => url || <Tag>分组</Tag> },
    { title: '排序', dataIndex: 'sortOrder', align: 'right', width: 80 },
    {
      title: '权限编码',
      dataIndex: 'permissions',
      render: (codes: string[]) => codes.map((code) => <Tag key={code}>{code}</Tag>),
    },
    {
      title: '显示',
      dataIndex: 'visible',
      width: 80,
      render: (visible: boolean) => (visible ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
    },
    {
      title: '操作',
      key: 'operation',
      fixed: 'right',
      width: 200,
      render: (_: unknown, menu) => (
        <Space size={0}>
          {menu.menuUrl === '' && (
            <Button type="link" size="small" onClick={() => actions.addChild(menu)}>
              新增下级
            </Button>
          )}
          <Button type="link" size="small" onClick={() => actions.edit(menu)}>
            编辑
          </Button>
          <ConfirmLink title={`确定删除菜单“${menu.menuName}”吗？`} danger onConfirm={() => actions.remove(menu)}>
            删除
          </ConfirmLink>
        </Space>
      ),
    },
  ];
}
