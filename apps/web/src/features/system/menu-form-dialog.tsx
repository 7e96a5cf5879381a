import { MENU_ROUTES, menuFormSchema, zodRule, type MenuForm } from '@credit/rules';
import { App, Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { MenuIconSelect } from './menu-icon-select.tsx';
import { menuTree, type MenuNode } from './menu-tree.ts';
import { saveMenu, type SystemMenu } from './system-api.ts';
import { charLimit } from '@/components/char-limit.ts';

export type MenuDialogState = { mode: 'create'; parentId: number | null } | { mode: 'edit'; menu: SystemMenu } | null;

interface MenuFormDialogProps {
  state: MenuDialogState;
  menus: SystemMenu[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}

const rules = (key: keyof typeof menuFormSchema.shape) => [zodRule(menuFormSchema.shape[key])];
const routeOptions = MENU_ROUTES.map((route) => ({ value: route, label: route }));

/** Only groups (menus without a page) can hold menus; a menu cannot move below itself. */
function groupOptions(nodes: MenuNode[], excluded: number | undefined): object[] {
  return nodes
    .filter((node) => node.menuUrl === '' && node.id !== excluded)
    .map((node) => ({
      value: node.id,
      title: node.menuName,
      children: groupOptions(node.children ?? [], excluded),
    }));
}

/** The form's values: an empty page or parent is left unset, so the selects show their placeholders. */
type MenuFormValues = Omit<MenuForm, 'menuUrl' | 'parentId'> & { menuUrl?: string; parentId?: number | null };

function initialValues(state: NonNullable<MenuDialogState>, menus: SystemMenu[]): MenuFormValues {
  if (state.mode === 'edit') {
    const { id: _id, menuUrl, parentId, menuIcon, ...rest } = state.menu;
    return {
      ...rest,
      menuIcon: menuIcon as MenuForm['menuIcon'],
      menuUrl: menuUrl || undefined,
      parentId: parentId ?? undefined,
    };
  }
  const siblings = menus.filter((menu) => menu.parentId === state.parentId);
  const nextOrder = Math.max(0, ...siblings.map((menu) => menu.sortOrder)) + 1;
  return {
    parentId: state.parentId ?? undefined,
    menuName: '',
    menuIcon: 'AppstoreOutlined',
    sortOrder: nextOrder,
    permissions: [],
    visible: true,
  };
}

/** 新增菜单 / 编辑菜单: name, icon, page, parent group, order, permission codes, visibility. */
export function MenuFormDialog({ state, menus, onClose, onSaved }: MenuFormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const editing = state?.mode === 'edit' ? state.menu : undefined;
  const parents = useMemo(() => groupOptions(menuTree(menus), editing?.id), [menus, editing?.id]);
  const knownCodes = useMemo(
    () => [...new Set(menus.flatMap((menu) => menu.permissions))].sort().map((code) => ({ value: code, label: code })),
    [menus],
  );

  const submit = async () => {
    const values = await form.validateFields();
    const saved = await withFieldErrors(form, () =>
      saveMenu({ ...values, parentId: values.parentId ?? null, menuUrl: values.menuUrl ?? '' }, editing?.id),
    );
    void message.success(saved.message);
    await onSaved();
    onClose();
  };

  return (
    <DialogWrapper
      open={state !== null}
      title={editing ? '编辑菜单' : '新增菜单'}
      onOk={submit}
      onCancel={onClose}
      width={640}
    >
      {state && (
        <Form form={form} layout="vertical" initialValues={initialValues(state, menus)} preserve={false}>
          <Form.Item name="menuName" label="菜单名称" rules={rules('menuName')}>
            <Input count={charLimit(40)} placeholder="请输入菜单名称" />
          </Form.Item>
          <Form.Item name="parentId" label="上级菜单" extra="不选则为一级菜单">
            <TreeSelect allowClear treeData={parents} treeDefaultExpandAll placeholder="一级菜单" />
          </Form.Item>
          <Form.Item name="menuIcon" label="图标" rules={rules('menuIcon')}>
            <MenuIconSelect />
          </Form.Item>
          <Form.Item name="menuUrl" label="页面路由" extra="不选则为菜单分组" rules={rules('menuUrl')}>
            <Select allowClear showSearch options={routeOptions} placeholder="菜单分组（无页面）" />
          </Form.Item>
          <Form.Item name="sortOrder" label="排序" rules={rules('sortOrder')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="permissions" label="权限编码" extra="拥有此菜单的角色获得这些权限，如 system:menu">
            <Select mode="tags" options={knownCodes} placeholder="请选择或输入权限编码" />
          </Form.Item>
          <Form.Item name="visible" label="显示" valuePropName="checked">
            <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
          </Form.Item>
        </Form>
      )}
    </DialogWrapper>
  );
}
