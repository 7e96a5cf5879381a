import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { menusOfRole, type UserMenu } from './user-menus.ts';

// Recursive: documented as the named component UserMenu, which its sub-menus refer to.
const userMenu: z.ZodType<UserMenu> = z
  .lazy(() =>
    z.object({ menuName: z.string(), menuIcon: z.string(), menuUrl: z.string(), subMenus: z.array(userMenu) }),
  )
  .meta({ id: 'UserMenu' });

/** `GET /api/user` (spec §7): the signed-in user's role and menus, from which the web app builds its routes. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['登录'],
        summary: '当前用户的角色与菜单',
        response: {
          200: z.object({
            success: z.boolean(),
            roleName: z.string(),
            userName: z.string(),
            kind: z.string(),
            passwordMustChange: z.boolean(),
            menus: z.array(userMenu),
          }),
        },
      },
    },
    async (request) => {
      const user = principalOf(request);
      return {
        success: true,
        roleName: user.roleName,
        userName: user.displayName,
        kind: user.kind,
        passwordMustChange: user.passwordMustChange,
        menus: await menusOfRole(app.db, user.roleId),
      };
    },
  );
};
