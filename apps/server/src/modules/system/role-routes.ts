import { MSG, roleFormSchema, roleMenusSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { idParams } from './id-param.ts';
import { assignRoleMenus, createRole, deleteRole, listRoles, roleMenuIds, updateRole } from './role-service.ts';

const roleRow = z.object({ id: z.number(), code: z.string(), name: z.string(), builtin: z.boolean() });
const roleListRow = roleRow.extend({ userCount: z.number() });
const menuIds = z.object({ menuIds: z.array(z.number()) });

const tags = ['系统管理'];

/** 角色管理: roles and the menus (so the permissions) each holds. */
export const systemRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const permission = { permission: PERMISSIONS.systemRole };

  app.get(
    '/api/system/roles',
    {
      config: permission,
      schema: { tags, summary: '角色列表（含用户数）', response: { 200: envelopeSchema(z.array(roleListRow)) } },
    },
    async () => ok(await listRoles(app.db)),
  );

  app.post(
    '/api/system/roles',
    {
      config: permission,
      schema: { tags, summary: '新增角色', body: roleFormSchema, response: { 200: envelopeSchema(roleRow) } },
    },
    async (request) => ok(await createRole(app.db, principalOf(request), request.body), MSG.added),
  );

  app.put(
    '/api/system/roles/:id',
    {
      config: permission,
      schema: {
        tags,
        summary: '编辑角色',
        params: idParams,
        body: roleFormSchema,
        response: { 200: envelopeSchema(roleRow) },
      },
    },
    async (request) => ok(await updateRole(app.db, principalOf(request), request.params.id, request.body), MSG.edited),
  );

  app.delete(
    '/api/system/roles/:id',
    {
      config: permission,
      schema: { tags, summary: '删除角色（无用户时）', params: idParams, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await deleteRole(app.db, principalOf(request), request.params.id);
      return ok(null, MSG.deletedBang);
    },
  );

  app.get(
    '/api/system/roles/:id/menus',
    {
      config: permission,
      schema: { tags, summary: '角色的菜单编号', params: idParams, response: { 200: envelopeSchema(menuIds) } },
    },
    async (request) => ok({ menuIds: await roleMenuIds(app.db, request.params.id) }),
  );

  app.put(
    '/api/system/roles/:id/menus',
    {
      config: permission,
      schema: {
        tags,
        summary: '分配菜单（选中的菜单及其上级）',
        params: idParams,
        body: roleMenusSchema,
        response: { 200: envelopeSchema(menuIds) },
      },
    },
    async (request) => {
      const assigned = await assignRoleMenus(app.db, principalOf(request), request.params.id, request.body.menuIds);
      return ok({ menuIds: assigned }, MSG.savedBang);
    },
  );
};
