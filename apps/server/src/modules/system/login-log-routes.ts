import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { loginLogList } from './login-log-list.ts';

/** 登录日志: every sign-in attempt, newest first. */
export const systemLoginLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, loginLogList);
};
