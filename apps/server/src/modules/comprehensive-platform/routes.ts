import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { ok } from '../../platform/envelope.ts';
import { changeableEnterpriseId } from '../../platform/access/enterprise-data.ts';
import { httpPlatform } from './http-platform.ts';
import { simulatedPlatform } from './simulated-platform.ts';
import { syncEnterprise, syncPersons } from './sync-service.ts';

/** `guid`: the enterprise being synchronised (its id); an enterprise user may name only its own. */
const query = z.object({ guid: z.coerce.number().int().positive().optional() });

/** Synchronisation from the comprehensive service platform (spec §2 screen 1; §7). */
export const comprehensivePlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { comprehensivePlatformUrl: url, comprehensivePlatformTimeoutMs: timeoutMs } = app.config;
  const platform = url ? httpPlatform(url, timeoutMs) : simulatedPlatform();

  app.get(
    '/api/enterprise/enterprisedatasynchro',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: { tags: ['企业'], summary: '从综合服务平台同步企业基本信息', querystring: query },
    },
    async (request) => {
      const me = principalOf(request);
      const message = await syncEnterprise(app.db, platform, me, changeableEnterpriseId(me, request.query.guid));
      return ok(null, message);
    },
  );

  app.get(
    '/api/enterprise/EnterprisePersonDataSynchro',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: { tags: ['企业'], summary: '从综合服务平台同步企业人员信息', querystring: query },
    },
    async (request) => {
      const me = principalOf(request);
      const message = await syncPersons(app.db, platform, me, changeableEnterpriseId(me, request.query.guid));
      return ok(null, message);
    },
  );
};
