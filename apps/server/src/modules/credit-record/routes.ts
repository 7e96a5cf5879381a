import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { similarityList } from './similarity-list.ts';

/** Credit records (spec §2 screen 12, §3 credit record view). */
export const creditRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, similarityList);
};
