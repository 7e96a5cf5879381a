import {
  APPEAL_MSG,
  APPEAL_REVIEW_DESKS,
  CREDIT_APPEAL_WORKFLOW,
  stepBar,
  creditAppealFormSchema,
  creditRecordIdSchema,
  creditReviewSchema,
  fieldErrorsOf,
  MSG,
} from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditAppealTables } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexPlanOf } from '../annex/annex-plan.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { forbidden } from '../credit-record/record-access.ts';
import { appealFacts, appealRowSchema, presentAppeal } from './appeal-columns.ts';
import { unnested } from '../annex/nested-form.ts';
import { sentRevision, tagRevision } from '../../platform/workflow/if-match.ts';
import { appealDeskLists, ownAppealList } from './appeal-lists.ts';
import { itemAnnexes, itemHistory } from '../../platform/workflow/item-tables.ts';
import { findAppeal } from './appeal-queries.ts';
import { APPEAL_ANNEX_CATEGORY, reviewAppeal, submitAppeal } from './appeal-service.ts';
import { reaches, type AccessScope } from '../../platform/access/access-policy.ts';

const tags = ['信用申诉'];
const signedIn = { permission: PERMISSIONS.authenticated };

/** Who reads an appeal: its enterprise, every appeal desk, management with 企业查询. */
const APPEAL_READERS: AccessScope = {
  ownEnterprise: [],
  everything: [...APPEAL_REVIEW_DESKS.map((desk) => desk.permission), PERMISSIONS.enterpriseInquire],
};

const annexView = z.object({ id: z.number(), fileName: z.string(), fileType: z.string(), relativePath: z.string() });
const historyEntry = z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() });

/** Appeals against bad records (spec §2 badCreditAppeal and its desks, docs/appeals.md). */
export const creditAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  for (const list of appealDeskLists) registerList(app, list);
  registerList(app, ownAppealList);

  app.get(
    '/api/creditappeal/single',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '申诉详情（申诉人、电话、日期、状态、理由、附件、处理历史、步骤条）',
        querystring: creditRecordIdSchema,
        response: {
          200: envelopeSchema(
            appealRowSchema.extend({
              Attachment: z.array(annexView.passthrough()),
              enterpriseAnnexes: z.array(annexView.passthrough()),
              history: z.array(historyEntry),
              /** The specification's shape of the same appeal (§3 Appeal). */
              creditAppeal: z.object({
                complainant: z.string(),
                telephone: z.string(),
                appealReason: z.string(),
                enterpriseAnnexes: z.array(annexView.passthrough()),
              }),
              creditAppealProcess: z.array(historyEntry),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const me = principalOf(request);
      const appeal = await findAppeal(app.db, request.query.id);
      if (!appeal) throw new AppError(APPEAL_MSG.notFound, { statusCode: 404 });
      if (!reaches(me, APPEAL_READERS, appeal.enterpriseId)) throw forbidden();
      const [attachments, history] = await Promise.all([
        itemAnnexes(app.db, app.fileUrls.forUser(me.userId), creditAppealTables, appeal.id),
        itemHistory(app.db, creditAppealTables, appeal.id),
      ]);
      tagRevision(reply, appeal.revision);
      // No one edits an appeal once filed: its telephone is shown masked to every reader (docs/personal-data.md).
      const shown = presentAppeal(appeal, { masked: true });
      const { complainant, telephone, appealReason } = shown;
      return ok({
        ...shown,
        steps: stepBar(
          CREDIT_APPEAL_WORKFLOW,
          appeal.processStatus,
          appealFacts(appeal),
          null,
          history.map((entry) => entry.instructions),
        ),
        Attachment: attachments,
        enterpriseAnnexes: attachments,
        history,
        creditAppeal: { complainant, telephone, appealReason, enterpriseAnnexes: attachments },
        creditAppealProcess: history,
      });
    },
  );

  app.post(
    '/api/creditappeal',
    {
      config: { permission: PERMISSIONS.appealSubmit },
      schema: {
        tags,
        summary:
          '提交申诉（multipart：recordId、complainant、telephone、appealReason、enterpriseAnnexes[i].file；也接受规范的 creditAppeal.complainant 等嵌套字段名）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const types = await annexTypesOf(app.db, APPEAL_ANNEX_CATEGORY);
      const sent = await readMultipartForm(request, { storage, rules: widestUploadRules(types), maxFields: 60 });
      const form = unnested(sent, 'creditAppeal');
      try {
        const parsed = creditAppealFormSchema.safeParse(form.fields);
        if (!parsed.success) {
          const errors = fieldErrorsOf(parsed.error);
          throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
        }
        const plan = annexPlanOf(form, types);
        if (plan.keep.length > 0) throw new AppError('附件不存在或已删除，请重新上传');
        const id = await submitAppeal(app.db, principalOf(request), parsed.data, plan);
        return ok(id, APPEAL_MSG.submitted);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  app.put(
    '/api/creditappeal/review',
    {
      config: signedIn,
      schema: { tags, summary: '申诉审核：通过（进入下一步或申诉成立）或驳回（需原因）', body: creditReviewSchema },
    },
    async (request) =>
      ok(
        null,
        await reviewAppeal(app.db, principalOf(request), {
          ...request.body,
          revision: sentRevision(request, request.body.revision),
        }),
      ),
  );
};
