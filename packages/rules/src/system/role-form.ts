import { z } from 'zod';
import { requiredLimitedText, requiredText } from '../text.ts';

export const ROLE_NAME_MAX = 40;
const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]{1,39}$/;

export const roleFormSchema = z.object({
  name: requiredLimitedText('请输入角色名称', ROLE_NAME_MAX, '角色名称'),
  code: requiredText('请输入角色编码').regex(ROLE_CODE, '角色编码须以字母开头，由2到40个字母、数字或下划线组成'),
});
export type RoleForm = z.output<typeof roleFormSchema>;

/** The menus of a role: the checked menus of the tree plus their half-checked parents. */
export const roleMenusSchema = z.object({
  menuIds: z
    .array(z.number().int().positive(), { error: '请选择菜单' })
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});
export type RoleMenus = z.output<typeof roleMenusSchema>;
