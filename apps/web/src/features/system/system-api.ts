import type { MenuForm, Page, RoleForm } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http.ts';

/** One menu as 菜单管理 holds it (GET /api/system/menus answers them flat, parents by parentId). */
export interface SystemMenu {
  id: number;
  parentId: number | null;
  menuName: string;
  menuIcon: string;
  menuUrl: string;
  sortOrder: number;
  permissions: string[];
  visible: boolean;
}

export interface SystemRole {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
  userCount: number;
}

export interface ManagedUser {
  id: number;
  username: string;
  displayName: string;
  kindDescription: string;
  roleId: number;
  roleName: string;
  enabled: boolean;
  enabledDescription: string;
  lastLoginTime: string | null;
  createTime: string;
  /** The caller's own row. */
  self: boolean;
}

export interface LoginLogRow {
  id: number;
  username: string;
  roleName: string;
  providerDescription: string;
  ip: string;
  userAgent: string;
  success: boolean;
  resultDescription: string;
  reason: string;
  loginTime: string;
}

export interface RoleOption {
  id: number;
  name: string;
  code: string;
}

const MENUS_KEY = ['system', 'menus'];
const ROLES_KEY = ['system', 'roles'];

export function useSystemMenus() {
  return useQuery({
    queryKey: MENUS_KEY,
    queryFn: async () => (await request<SystemMenu[]>({ url: '/api/system/menus' })).extraData,
  });
}

export function useSystemRoles() {
  return useQuery({
    queryKey: ROLES_KEY,
    queryFn: async () => (await request<SystemRole[]>({ url: '/api/system/roles' })).extraData,
  });
}

export function useManagementRoleOptions() {
  return useQuery({
    queryKey: ['system', 'role-options'],
    queryFn: async () => (await request<RoleOption[]>({ url: '/api/system/users/roles' })).extraData,
  });
}

/** After a change: reload the lists and the signed-in user's own menus, which the change may touch. */
export function useSystemReload() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ['system'] });
    await client.invalidateQueries({ queryKey: ['current-user'] });
  };
}

export const saveMenu = (form: MenuForm, id?: number) =>
  request<SystemMenu>({
    url: id ? `/api/system/menus/${id}` : '/api/system/menus',
    method: id ? 'PUT' : 'POST',
    data: form,
  });
export const deleteMenu = (id: number) => request<null>({ url: `/api/system/menus/${id}`, method: 'DELETE' });

export const saveRole = (form: RoleForm, id?: number) =>
  request<SystemRole>({
    url: id ? `/api/system/roles/${id}` : '/api/system/roles',
    method: id ? 'PUT' : 'POST',
    data: form,
  });
export const deleteRole = (id: number) => request<null>({ url: `/api/system/roles/${id}`, method: 'DELETE' });
export const fetchRoleMenuIds = async (id: number) =>
  (await request<{ menuIds: number[] }>({ url: `/api/system/roles/${id}/menus` })).extraData.menuIds;
export const saveRoleMenus = (id: number, menuIds: number[]) =>
  request<{ menuIds: number[] }>({ url: `/api/system/roles/${id}/menus`, method: 'PUT', data: { menuIds } });

export const fetchManagedUsers = async (query: Record<string, string | number>) =>
  (await request<Page<ManagedUser>>({ url: '/api/system/users/page', params: query })).extraData;
export const setUserEnabled = (id: number, enabled: boolean) =>
  request<null>({ url: `/api/system/users/${id}/enabled`, method: 'PUT', data: { enabled } });
export const setUserRole = (id: number, roleId: number) =>
  request<null>({ url: `/api/system/users/${id}/role`, method: 'PUT', data: { roleId } });

export const fetchLoginLogs = async (query: Record<string, string | number>) =>
  (await request<Page<LoginLogRow>>({ url: '/api/system/loginlogs/page', params: query })).extraData;
