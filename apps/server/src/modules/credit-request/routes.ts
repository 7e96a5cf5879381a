import {
  creditRecordIdSchema,
  creditReviewSchema,
  fieldErrorsOf,
  MSG,
  RECORD_REQUEST_KINDS,
  recordRequestFormSchema,
  REQUEST_MSG,
} from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditRequestTables } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexPlanOf } from '../annex/annex-plan.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { kindOf, presentRequest, requestRowSchema, type RequestRow } from './request-columns.ts';
import { ownRequestLists, requestDeskLists } from './request-lists.ts';
import { sentRevision, tagRevision } from '../../platform/workflow/if-match.ts';
import { itemAnnexes, itemHistory } from '../../platform/workflow/item-tables.ts';
import { findRequest } from './request-queries.ts';
import { reviewRequest, submitRequest } from './request-service.ts';
import { reaches, type AccessScope } from '../../platform/access/access-policy.ts';

const tags = ['撤销与信用修复'];
const annexView = z.object({ id: z.number(), fileName: z.string(), fileType: z.string(), relativePath: z.string() });

/** Who reads a request: its enterprise, the kind's desks, management with 企业查询. */
const requestReaders = (row: RequestRow): AccessScope => ({
  ownEnterprise: [],
  everything: [...kindOf(row).desks.map((desk) => desk.permission), PERMISSIONS.enterpriseInquire],
});

/** Revocations and credit repairs (spec §2 creditRevokeEnterprise, creditRevokeAudit, badCreditRepeal and its desks). */
export const creditRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  for (const list of requestDeskLists) registerList(app, list);
  for (const list of ownRequestLists) registerList(app, list);

  app.get(
    '/api/creditrequest/single',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags,
        summary: '撤销或信用修复申请详情（记录、原因、附件、处理历史、步骤条、办理期限）',
        querystring: creditRecordIdSchema,
        response: {
          200: envelopeSchema(
            requestRowSchema.extend({
              /** A revocation's reason as the specification names it. */
              revokeReason: z.string().optional(),
              enterpriseAnnexes: z.array(annexView.passthrough()),
              history: z.array(z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() })),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const row = await findRequest(app.db, request.query.id);
      if (!row) throw new AppError(REQUEST_MSG.notFound, { statusCode: 404 });
      const me = principalOf(request);
      if (!reaches(me, requestReaders(row), row.enterpriseId)) throw forbidden();
      const [enterpriseAnnexes, history] = await Promise.all([
        itemAnnexes(app.db, app.fileUrls.forUser(me.userId), creditRequestTables, row.id),
        itemHistory(app.db, creditRequestTables, row.id),
      ]);
      tagRevision(reply, row.revision);
      // The specification names a revocation's reason revokeReason (§3 Revocation).
      return ok({
        ...presentRequest(row),
        ...(row.kind === 'revoke' && { revokeReason: row.reason }),
        enterpriseAnnexes,
        history,
      });
    },
  );

  for (const kind of Object.values(RECORD_REQUEST_KINDS)) {
    app.post(
      `/api/creditrequest/${kind.key}`,
      {
        config: { permission: kind.submitPermission as Permission },
        schema: {
          tags,
          summary: `提交${kind.title}申请（multipart：recordId、reason${kind.key === 'revoke' ? '（或规范的 revokeReason）' : ''}、enterpriseAnnexes[i].fileType/file）`,
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const types = await annexTypesOf(app.db, kind.annexCategory);
        const form = await readMultipartForm(request, { storage, rules: widestUploadRules(types), maxFields: 60 });
        try {
          const { revokeReason, ...fields } = form.fields;
          const parsed = recordRequestFormSchema.safeParse({ reason: revokeReason, ...fields });
          if (!parsed.success) {
            const errors = fieldErrorsOf(parsed.error);
            throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
          }
          const id = await submitRequest(
            app.db,
            principalOf(request),
            kind,
            parsed.data,
            annexPlanOf(form, types),
            types,
          );
          return ok(id, REQUEST_MSG.submitted);
        } catch (error) {
          await form.discard();
          throw error;
        }
      },
    );

    app.put(
      `/api/creditrequest/${kind.key}/review`,
      {
        config: { permission: PERMISSIONS.authenticated },
        schema: { tags, summary: `${kind.title}审核：通过或驳回（需原因）`, body: creditReviewSchema },
      },
      async (request) =>
        ok(
          null,
          await reviewRequest(app.db, principalOf(request), kind, {
            ...request.body,
            revision: sentRevision(request, request.body.revision),
          }),
        ),
    );
  }
};
