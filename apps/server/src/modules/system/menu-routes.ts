import { MSG, menuFormSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { idParams } from './id-param.ts';
import { createMenu, deleteMenu, listMenus, updateMenu } from './menu-service.ts';

const menuRow = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  menuName: z.string(),
  menuIcon: z.string(),
  menuUrl: z.string(),
  sortOrder: z.number(),
  permissions: z.array(z.string()),
  visible: z.boolean(),
});

const tags = ['系统管理'];

/** 菜单管理: the menu tree (flat, parents by parentId), changes reach roles' permissions at once. */
export const systemMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const permission = { permission: PERMISSIONS.systemMenu };

  app.get(
    '/api/system/menus',
    {
      config: permission,
      schema: { tags, summary: '全部菜单（含隐藏），按排序', response: { 200: envelopeSchema(z.array(menuRow)) } },
    },
    async () => ok(await listMenus(app.db)),
  );

  app.post(
    '/api/system/menus',
    {
      config: permission,
      schema: { tags, summary: '新增菜单', body: menuFormSchema, response: { 200: envelopeSchema(menuRow) } },
    },
    async (request) => ok(await createMenu(app.db, principalOf(request), request.body), MSG.added),
  );

  app.put(
    '/api/system/menus/:id',
    {
      config: permission,
      schema: {
        tags,
        summary: '编辑菜单',
        params: idParams,
        body: menuFormSchema,
        response: { 200: envelopeSchema(menuRow) },
      },
    },
    async (request) => ok(await updateMenu(app.db, principalOf(request), request.params.id, request.body), MSG.edited),
  );

  app.delete(
    '/api/system/menus/:id',
    {
      config: permission,
      schema: {
        tags,
        summary: '删除菜单（无子菜单时）',
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteMenu(app.db, principalOf(request), request.params.id);
      return ok(null, MSG.deletedBang);
    },
  );
};
