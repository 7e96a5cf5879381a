import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { operationLogList } from './operation-log-list.ts';

/** 操作日志: who changed what, when and from where, newest first. */
export const systemOperationLogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, operationLogList);
};
