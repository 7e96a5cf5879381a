import { creditReportQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { legacyEnvelopeSchema, legacyOk } from '../../platform/envelope.ts';
import { creditReport, creditReportDataSchema } from './credit-report.ts';

/** The credit report of a record (spec §7 `/CreditReport/GetCreditReport`, legacy `Data` shape). */
export const creditReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/CreditReport/GetCreditReport',
    {
      // Who may read the record may read its report: checked on the record (record-access.ts).
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['信用记录'],
        summary: '信用报告：信用记录的主体、认定、分值、附件（图片/PDF/其他）、相似记录数与处理历史',
        querystring: creditReportQuerySchema,
        response: { 200: legacyEnvelopeSchema(creditReportDataSchema) },
      },
    },
    async (request) => {
      const me = principalOf(request);
      return legacyOk(await creditReport(app.db, app.fileUrls.forUser(me.userId), me, request.query.Id));
    },
  );
};
