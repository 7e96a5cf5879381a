import type { MenuForm, RoleForm } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, read } from '@/api/call.ts';
import { currentUserKeys } from '@/api/current-user.ts';
import type { Answer, RowOf } from '@/api/operation.ts';

/** One menu as 菜单管理 holds it (GET /api/system/menus answers them flat, parents by parentId). */
export type SystemMenu = Answer<'/api/system/menus'>[number];
export type SystemRole = Answer<'/api/system/roles'>[number];
export type ManagedUser = RowOf<'/api/system/users/page'>;
export type LoginLogRow = RowOf<'/api/system/loginlogs/page'>;
export type RoleOption = Answer<'/api/system/users/roles'>[number];

export const systemKeys = {
  /** Everything 系统管理 reads: one change reloads it all. */
  all: ['system'] as const,
  menus: ['system', 'menus'] as const,
  roles: ['system', 'roles'] as const,
  roleOptions: ['system', 'role-options'] as const,
  roleMenus: (roleId: number | undefined) => ['system', 'role-menus', roleId] as const,
};

export function useSystemMenus() {
  return useQuery({ queryKey: systemKeys.menus, queryFn: () => read('/api/system/menus', 'get') });
}

export function useSystemRoles() {
  return useQuery({ queryKey: systemKeys.roles, queryFn: () => read('/api/system/roles', 'get') });
}

export function useManagementRoleOptions() {
  return useQuery({ queryKey: systemKeys.roleOptions, queryFn: () => read('/api/system/users/roles', 'get') });
}

/** After a change: reload the lists and the signed-in user's own menus, which the change may touch. */
export function useSystemReload() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: systemKeys.all });
    await client.invalidateQueries({ queryKey: currentUserKeys.all });
  };
}

export const saveMenu = (form: MenuForm, id?: number) =>
  id
    ? call('/api/system/menus/{id}', 'put', { params: { id }, body: form })
    : call('/api/system/menus', 'post', { body: form });
export const deleteMenu = (id: number) => call('/api/system/menus/{id}', 'delete', { params: { id } });

export const saveRole = (form: RoleForm, id?: number) =>
  id
    ? call('/api/system/roles/{id}', 'put', { params: { id }, body: form })
    : call('/api/system/roles', 'post', { body: form });
export const deleteRole = (id: number) => call('/api/system/roles/{id}', 'delete', { params: { id } });
export const fetchRoleMenuIds = async (id: number) =>
  (await read('/api/system/roles/{id}/menus', 'get', { params: { id } })).menuIds;
export const saveRoleMenus = (id: number, menuIds: number[]) =>
  call('/api/system/roles/{id}/menus', 'put', { params: { id }, body: { menuIds } });

export const fetchManagedUsers = (query: Record<string, string | number>) =>
  read('/api/system/users/page', 'get', { query });
export const setUserEnabled = (id: number, enabled: boolean) =>
  call('/api/system/users/{id}/enabled', 'put', { params: { id }, body: { enabled } });
export const setUserRole = (id: number, roleId: number) =>
  call('/api/system/users/{id}/role', 'put', { params: { id }, body: { roleId } });

export const fetchLoginLogs = (query: Record<string, string | number>) =>
  read('/api/system/loginlogs/page', 'get', { query });
