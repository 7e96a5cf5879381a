import type { FastifyPluginAsync } from 'fastify';
import { systemLoginLogRoutes } from './login-log-routes.ts';
import { systemMenuRoutes } from './menu-routes.ts';
import { systemOperationLogRoutes } from './operation-log-routes.ts';
import { systemRoleRoutes } from './role-routes.ts';
import { systemUserRoutes } from './user-routes.ts';

/** 系统管理: menus, roles, management users, the login and operation logs (paths in docs/roles-and-menus.md). */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemMenuRoutes);
  await app.register(systemRoleRoutes);
  await app.register(systemUserRoutes);
  await app.register(systemLoginLogRoutes);
  await app.register(systemOperationLogRoutes);
};
