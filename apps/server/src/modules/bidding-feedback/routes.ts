import {
  biddingFeedbackFormSchema,
  creditRecordIdSchema,
  creditReviewSchema,
  FEEDBACK_MSG,
  fieldErrorsOf,
  MSG,
} from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { biddingFeedbackTables } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { formRevision, sentRevision, tagRevision } from '../../platform/workflow/if-match.ts';
import { itemAnnexes, itemHistory } from '../../platform/workflow/item-tables.ts';
import { annexPlanOf } from '../annex/annex-plan.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { feedbackRowSchema, presentFeedback } from './feedback-columns.ts';
import { feedbackDeskList, ownFeedbackList } from './feedback-lists.ts';
import {
  deleteFeedback,
  FEEDBACK_ANNEX_CATEGORY,
  findFeedback,
  reviewFeedback,
  saveFeedback,
} from './feedback-service.ts';
import { reaches, type AccessScope } from '../../platform/access/access-policy.ts';

const tags = ['招标代理业绩反馈'];
const submit = { permission: PERMISSIONS.feedbackSubmit };
const annexView = z.object({ id: z.number(), fileName: z.string(), fileType: z.string(), relativePath: z.string() });

/** Who reads a feedback: its agency, the review desk, management with 企业查询. */
const FEEDBACK_READERS: AccessScope = {
  ownEnterprise: [],
  everything: [PERMISSIONS.feedbackReview, PERMISSIONS.enterpriseInquire],
};

/** Bidding-agency feedback (spec §2 biddingAgency, biddingAgency_a; docs/bidding-feedback.md). */
export const biddingFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  registerList(app, ownFeedbackList);
  registerList(app, feedbackDeskList);

  app.get(
    '/api/biddingfeedback/single',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags,
        summary: '业绩反馈详情（招标代理项目视图：字段、附件、历史、步骤条）',
        querystring: creditRecordIdSchema,
        response: {
          200: envelopeSchema(
            feedbackRowSchema.extend({
              enterpriseAnnexes: z.array(annexView.passthrough()),
              history: z.array(z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() })),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const me = principalOf(request);
      const row = await findFeedback(app.db, request.query.id);
      if (!row) throw new AppError(FEEDBACK_MSG.notFound, { statusCode: 404 });
      if (!reaches(me, FEEDBACK_READERS, row.enterpriseId)) throw forbidden();
      const [enterpriseAnnexes, history] = await Promise.all([
        itemAnnexes(app.db, app.fileUrls.forUser(me.userId), biddingFeedbackTables, row.id),
        itemHistory(app.db, biddingFeedbackTables, row.id),
      ]);
      tagRevision(reply, row.revision);
      return ok({ ...presentFeedback(row), enterpriseAnnexes, history });
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/biddingfeedback',
      config: submit,
      schema: {
        tags,
        summary:
          method === 'POST'
            ? '新建业绩反馈（multipart：表单字段、state 0 草稿 / 1 提交、enterpriseAnnexes[i].file）'
            : '修改草稿或被退回的业绩反馈（含 id；state 1 即重新提交）',
        consumes: ['multipart/form-data'],
      },
      handler: async (request) => {
        const types = await annexTypesOf(app.db, FEEDBACK_ANNEX_CATEGORY);
        const form = await readMultipartForm(request, { storage, rules: widestUploadRules(types), maxFields: 80 });
        try {
          const parsed = biddingFeedbackFormSchema.safeParse(form.fields);
          if (!parsed.success) {
            const errors = fieldErrorsOf(parsed.error);
            throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
          }
          const { id, removed } = await saveFeedback(
            app.db,
            principalOf(request),
            parsed.data,
            annexPlanOf(form, types),
            sentRevision(request, formRevision(form.fields)),
          );
          await Promise.all(removed.map((key) => storage.remove(key)));
          return ok(id, parsed.data.state === 1 ? FEEDBACK_MSG.submitted : FEEDBACK_MSG.saved);
        } catch (error) {
          await form.discard();
          throw error;
        }
      },
    });
  }

  app.delete(
    '/api/biddingfeedback',
    { config: submit, schema: { tags, summary: '删除草稿', querystring: creditRecordIdSchema } },
    async (request) => {
      const removed = await deleteFeedback(app.db, principalOf(request), request.query.id, sentRevision(request));
      await Promise.all(removed.map((key) => storage.remove(key)));
      return ok(null, '删除成功！');
    },
  );

  app.put(
    '/api/biddingfeedback/review',
    {
      config: { permission: PERMISSIONS.feedbackReview },
      schema: { tags, summary: '初审：通过（→ 已完成）或退回（需原因）', body: creditReviewSchema },
    },
    async (request) =>
      ok(
        null,
        await reviewFeedback(app.db, principalOf(request), {
          ...request.body,
          revision: sentRevision(request, request.body.revision),
        }),
      ),
  );
};
