import { App, Spin, Tree, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type Key } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { menuIcon } from '@/components/menu-icons.tsx';
import { menuTree, parentIds, type MenuNode } from './menu-tree.ts';
import { fetchRoleMenuIds, saveRoleMenus, systemKeys, useSystemMenus, type SystemRole } from './system-api.ts';

const treeData = (nodes: MenuNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.visible ? node.menuName : `${node.menuName}（隐藏）`,
    icon: menuIcon(node.menuIcon),
    children: node.children && treeData(node.children),
  }));

/**
 * 分配菜单: the menu tree with the role's menus checked. A group is checked only when all its
 * menus are; what is saved is the checked menus plus their half-checked groups (the server adds
 * any group missing, e.g. when nothing was clicked).
 */
export function RoleMenusDialog({
  role,
  onClose,
  onSaved,
}: {
  role: SystemRole | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const menus = useSystemMenus();
  const held = useQuery({
    queryKey: systemKeys.roleMenus(role?.id),
    queryFn: () => fetchRoleMenuIds(role?.id ?? 0),
    enabled: role !== null,
  });
  const [checked, setChecked] = useState<Key[]>([]);
  const [halfChecked, setHalfChecked] = useState<Key[]>([]);
  const groups = useMemo(() => parentIds(menus.data ?? []), [menus.data]);
  const data = useMemo(() => treeData(menuTree(menus.data ?? [])), [menus.data]);

  // A held group counts as checked through its menus: checking it in the tree would check them all.
  useEffect(() => {
    if (!held.data) return;
    setChecked(held.data.filter((id) => !groups.has(id)));
    setHalfChecked([]);
  }, [held.data, groups]);

  const submit = async () => {
    if (!role) return;
    const answer = await saveRoleMenus(role.id, [...checked, ...halfChecked].map(Number));
    void message.success(answer.message);
    await onSaved();
    onClose();
  };

  return (
    <DialogWrapper
      open={role !== null}
      title={`分配菜单：${role?.name ?? ''}`}
      onOk={submit}
      onCancel={onClose}
      width={520}
    >
      {held.isPending || menus.isPending ? (
        <Spin />
      ) : (
        <Tree
          checkable
          showIcon
          defaultExpandAll
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            setChecked(Array.isArray(keys) ? keys : keys.checked);
            setHalfChecked(info.halfCheckedKeys ?? []);
          }}
          style={{ maxHeight: 520, overflow: 'auto' }}
        />
      )}
    </DialogWrapper>
  );
}
