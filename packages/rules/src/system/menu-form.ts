import { z } from 'zod';
import { requiredLimitedText } from '../text.ts';
import { MENU_ICONS } from './menu-icons.ts';
import { isMenuRouteName } from './menu-routes.ts';

export const MENU_NAME_MAX = 40;
export const MENU_SORT_MAX = 9999;
export const MENU_PERMISSIONS_MAX = 20;
const PERMISSION_CODE = /^[A-Za-z][A-Za-z0-9]*:[A-Za-z][A-Za-z0-9]*$/;
const SORT_MESSAGE = `排序须为0到${MENU_SORT_MAX}之间的整数`;

export const permissionCodeSchema = z
  .string()
  .trim()
  .regex(PERMISSION_CODE, '权限编码须为“模块:操作”的形式，如 system:menu');

/** A menu as 菜单管理 creates or edits it; an empty url makes a group. */
export const menuFormSchema = z.object({
  parentId: z.number().int().positive().nullable().default(null),
  menuName: requiredLimitedText('请输入菜单名称', MENU_NAME_MAX, '菜单名称'),
  menuIcon: z.enum(MENU_ICONS, { error: '请选择菜单图标' }),
  menuUrl: z
    .string()
    .trim()
    .default('')
    .refine((url) => url === '' || isMenuRouteName(url), '请选择系统已有的页面路由'),
  sortOrder: z.number({ error: SORT_MESSAGE }).int(SORT_MESSAGE).min(0, SORT_MESSAGE).max(MENU_SORT_MAX, SORT_MESSAGE),
  permissions: z
    .array(permissionCodeSchema)
    .max(MENU_PERMISSIONS_MAX, `权限编码最多${MENU_PERMISSIONS_MAX}个`)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  visible: z.boolean({ error: '请选择是否显示' }).default(true),
});
export type MenuForm = z.output<typeof menuFormSchema>;
