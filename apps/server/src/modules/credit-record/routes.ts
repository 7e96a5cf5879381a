import {
  batchApproveSchema,
  CREDIT_FORM_STATE,
  CREDIT_RECORD_MSG,
  creditRecordIdSchema,
  creditReviewSchema,
  goodRepealSchema,
} from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditRecordTables } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { creditRecordLists } from './desk-lists.ts';
import { goodRepealList, repealGoodRecord } from './good-repeal.ts';
import { presentRecord, recordRowSchema } from './record-columns.ts';
import { isAuthor } from './record-access.ts';
import { recordWholeNumberRead } from '../../platform/personal-data/index.ts';
import { formRevision, sentRevision, tagRevision } from '../../platform/workflow/if-match.ts';
import { itemAnnexes, itemHistory } from '../../platform/workflow/item-tables.ts';
import {
  batchApprove,
  deleteRecord,
  readableRecord,
  reviewRecord,
  saveRecord,
  withdrawRecord,
} from './record-service.ts';
import { RECORD_ANNEX_CATEGORY, recordSubmissionOf } from './record-submission.ts';
import { similarityList } from './similarity-list.ts';
import { attachmentList } from './attachment-list.ts';

const tags = ['信用记录'];
const signedIn = { permission: PERMISSIONS.authenticated };
const FORM_FIELDS = 100;

const annexView = z.object({ id: z.number(), fileName: z.string(), fileType: z.string(), relativePath: z.string() });
const recordView = recordRowSchema.extend({
  enterpriseAnnexes: z.array(annexView.passthrough()),
  history: z.array(z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() })),
  creditReleaseEnterprises: z.array(z.object({ enterpriseName: z.string() })),
});

/** What a batch approval did with each selected record: the ids it passed, and each refused one with why. */
const batchOutcomeSchema = z.object({
  passed: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), message: z.string(), registerNumber: z.string() })),
});

/**
 * Credit records and their desks (spec §2 desks, §3 credit record, docs/desks.md): each desk's
 * lists, the declaration and registration form, withdraw and delete, review and batch approval,
 * the to-do counts, and similar records.
 */
export const creditRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  for (const list of creditRecordLists) registerList(app, list);
  registerList(app, similarityList);
  registerList(app, attachmentList);
  registerList(app, goodRepealList);

  app.get(
    '/api/creditregister/single',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags,
        summary: '信用记录详情：字段、步骤条、附件与处理历史（作者、本企业、审核岗位与企业查询可看）',
        querystring: creditRecordIdSchema,
        response: { 200: envelopeSchema(recordView) },
      },
    },
    async (request, reply) => {
      const me = principalOf(request);
      const row = await readableRecord(app.db, me, request.query.id);
      tagRevision(reply, row.revision);
      // Its author edits the record from this answer: the contact's telephone whole, and the read logged.
      const masked = !isAuthor(me, row);
      if (!masked)
        await recordWholeNumberRead(app.db, me, { kind: 'creditRecord', id: row.id, label: row.registerNumber }, [
          { label: '联系电话', kind: 'phone', value: row.telephone },
        ]);
      const [enterpriseAnnexes, history] = await Promise.all([
        itemAnnexes(app.db, app.fileUrls.forUser(me.userId), creditRecordTables, row.id),
        itemHistory(app.db, creditRecordTables, row.id),
      ]);
      return ok({
        ...presentRecord(row, { masked }),
        enterpriseAnnexes,
        history,
        creditReleaseEnterprises: [{ enterpriseName: row.enterpriseName }],
      });
    },
  );

  const save = (method: 'POST' | 'PUT') =>
    app.route({
      method,
      url: '/api/creditregister',
      config: signedIn,
      schema: {
        tags,
        summary:
          method === 'POST'
            ? '新建信用记录（multipart：表单字段、state 0 草稿 / 1 提交、enterpriseAnnexes[i].fileType/file）'
            : '修改草稿或被退回的信用记录（multipart，含 id；state 1 即重新提交）',
        consumes: ['multipart/form-data'],
      },
      handler: async (request) => {
        const types = await annexTypesOf(app.db, RECORD_ANNEX_CATEGORY);
        const form = await readMultipartForm(request, {
          storage,
          rules: widestUploadRules(types),
          maxFields: FORM_FIELDS,
        });
        try {
          const submission = recordSubmissionOf(form, types);
          const revision = sentRevision(request, formRevision(form.fields));
          const { id, removed } = await saveRecord(app.db, principalOf(request), submission, revision);
          await Promise.all(removed.map((key) => storage.remove(key)));
          const submitted = submission.form.state === CREDIT_FORM_STATE.submit;
          return ok(id, submitted ? CREDIT_RECORD_MSG.submitted : CREDIT_RECORD_MSG.saved);
        } catch (error) {
          await form.discard();
          throw error;
        }
      },
    });
  save('POST');
  save('PUT');

  app.put(
    '/api/creditregister/withdraw',
    { config: signedIn, schema: { tags, summary: '撤回（初审岗位处理之前）', querystring: creditRecordIdSchema } },
    async (request) => {
      await withdrawRecord(app.db, principalOf(request), request.query.id, sentRevision(request));
      return ok(null, CREDIT_RECORD_MSG.withdrawn);
    },
  );

  app.delete(
    '/api/creditregister',
    {
      config: signedIn,
      schema: { tags, summary: '删除（草稿，或提交后尚未被处理）', querystring: creditRecordIdSchema },
    },
    async (request) => {
      const removed = await deleteRecord(app.db, principalOf(request), request.query.id, sentRevision(request));
      await Promise.all(removed.map((key) => storage.remove(key)));
      return ok(null, CREDIT_RECORD_MSG.deleted);
    },
  );

  app.put(
    '/api/creditregister/review',
    {
      config: signedIn,
      schema: { tags, summary: '审核：通过（进入下一步）或退回（需填原因，回到填报人）', body: creditReviewSchema },
    },
    async (request) =>
      ok(
        null,
        await reviewRecord(app.db, principalOf(request), {
          ...request.body,
          revision: sentRevision(request, request.body.revision),
        }),
      ),
  );

  app.put(
    '/api/creditregister/goodrepeal',
    {
      config: { permission: PERMISSIONS.goodRepeal },
      schema: {
        tags,
        summary: '主管部门撤销已发布、仍在有效期内的良好信用记录（需填撤销原因），自当日起不再计分与公示',
        body: goodRepealSchema,
      },
    },
    async (request) => {
      await repealGoodRecord(app.db, principalOf(request), {
        ...request.body,
        revision: sentRevision(request, request.body.revision),
      });
      return ok(null, CREDIT_RECORD_MSG.repealed);
    },
  );

  app.put(
    '/api/creditregister/batchapprove',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '批量通过所选记录：每条单独处理，已被他人处理或不在本岗位的记录逐条说明原因',
        body: batchApproveSchema,
        response: { 200: envelopeSchema(batchOutcomeSchema) },
      },
    },
    async (request) => {
      const outcome = await batchApprove(app.db, principalOf(request), request.body.ids, request.body.revisions);
      return ok({ passed: outcome.passed, failed: outcome.failed }, outcome.message);
    },
  );
};
