import { MSG, userEnabledSchema, userRoleSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { idParams } from './id-param.ts';
import { userList } from './user-list.ts';
import { changeUserRole, managementRoleOptions, setUserEnabled } from './user-service.ts';

const tags = ['系统管理'];

/** 用户管理: management users, their desk (role) and whether they may sign in. */
export const systemUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const permission = { permission: PERMISSIONS.systemUser };

  registerList(app, userList);

  app.get(
    '/api/system/users/roles',
    {
      config: permission,
      schema: {
        tags,
        summary: '管理用户可选的角色',
        response: { 200: envelopeSchema(z.array(z.object({ id: z.number(), name: z.string(), code: z.string() }))) },
      },
    },
    async () => ok(await managementRoleOptions(app.db)),
  );

  app.put(
    '/api/system/users/:id/enabled',
    {
      config: permission,
      schema: {
        tags,
        summary: '启用或停用（停用即结束其登录）',
        params: idParams,
        body: userEnabledSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await setUserEnabled(app.db, principalOf(request), request.params.id, request.body.enabled);
      return ok(null, request.body.enabled ? '启用成功！' : '停用成功！');
    },
  );

  app.put(
    '/api/system/users/:id/role',
    {
      config: permission,
      schema: {
        tags,
        summary: '修改角色',
        params: idParams,
        body: userRoleSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await changeUserRole(app.db, principalOf(request), request.params.id, request.body.roleId);
      return ok(null, MSG.edited);
    },
  );
};
