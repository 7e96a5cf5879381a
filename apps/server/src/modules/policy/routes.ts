import {
  fieldErrorsOf,
  MSG,
  POLICY_ANNEX_CATEGORY,
  POLICY_MSG,
  POLICY_STATES,
  policyFormSchema,
  policyIdParamsSchema,
  policyMoveSchema,
} from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { annexes, policyDocuments } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files/index.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { uploadRulesOf } from '../annex/upload-rules.ts';
import { policyAdminList, publicPolicyList } from './policy-lists.ts';
import { createPolicy, movePolicy, transitionPolicy, updatePolicy } from './policy-service.ts';

const tags = ['政策文件管理'];
const manage = { permission: PERMISSIONS.systemPolicy };

/** relevantPolicy's documents: the public list and PDFs, and the administrators' management (policyMgt). */
export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  registerList(app, publicPolicyList);
  registerList(app, policyAdminList(app.fileUrls));

  app.get(
    '/api/publicity/policies/:id/file',
    {
      config: { permission: PERMISSIONS.public },
      schema: { tags: ['信用公示'], summary: '已发布政策文件的 PDF（公开，页面内查看）', params: policyIdParamsSchema },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({ key: annexes.storageKey, fileName: annexes.fileName })
        .from(policyDocuments)
        .innerJoin(annexes, eq(annexes.id, policyDocuments.annexId))
        .where(and(eq(policyDocuments.id, request.params.id), eq(policyDocuments.state, POLICY_STATES.published)));
      if (!row) throw new AppError(POLICY_MSG.notFound, { statusCode: 404 });
      reply.header('Cache-Control', 'public, max-age=300');
      return sendStoredFile(reply, { storage, key: row.key, fileName: row.fileName, inline: true });
    },
  );

  /** The form's fields checked by the shared schema, and its PDF by the policy annex type's rules. */
  const readPolicyForm = async (request: FastifyRequest, fileRequired: boolean) => {
    const [type] = await annexTypesOf(app.db, POLICY_ANNEX_CATEGORY);
    if (!type) throw new Error('annex type policy missing');
    const form = await readMultipartForm(request, { storage, rules: uploadRulesOf(type) });
    const parsed = policyFormSchema.safeParse(form.fields);
    const file = form.files.find(([name]) => name === 'file')?.[1];
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (fileRequired && !file) errors.file = POLICY_MSG.fileRequired;
    if (!parsed.success || Object.keys(errors).length > 0) {
      await form.discard();
      throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
    }
    return { values: parsed.data, file, discard: form.discard };
  };

  app.post(
    '/api/system/policies',
    {
      config: manage,
      schema: {
        tags,
        summary: '新增政策文件草稿（multipart：title、issuer、issueDate、sortOrder、file（PDF））',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.number()) },
      },
    },
    async (request) => {
      const { values, file, discard } = await readPolicyForm(request, true);
      try {
        return ok(await createPolicy(app.db, principalOf(request), values, file!), POLICY_MSG.saved);
      } catch (error) {
        await discard();
        throw error;
      }
    },
  );

  app.put(
    '/api/system/policies/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: '修改政策文件（multipart：同新增；不传 file 则保留原文件）',
        params: policyIdParamsSchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { values, file, discard } = await readPolicyForm(request, false);
      try {
        const replaced = await updatePolicy(app.db, principalOf(request), request.params.id, values, file);
        if (replaced) await storage.remove(replaced);
        return ok(null, POLICY_MSG.saved);
      } catch (error) {
        await discard();
        throw error;
      }
    },
  );

  for (const action of ['publish', 'withdraw'] as const)
    app.put(
      `/api/system/policies/:id/${action}`,
      {
        config: manage,
        schema: {
          tags,
          summary: action === 'publish' ? '发布政策文件（草稿或已撤回的）' : '撤回已发布的政策文件',
          params: policyIdParamsSchema,
        },
      },
      async (request) => ok(null, await transitionPolicy(app.db, principalOf(request), request.params.id, action)),
    );

  app.put(
    '/api/system/policies/:id/move',
    {
      config: manage,
      schema: { tags, summary: '上移或下移政策文件（公示顺序）', params: policyIdParamsSchema, body: policyMoveSchema },
    },
    async (request) => {
      await movePolicy(app.db, principalOf(request), request.params.id, request.body.direction);
      return ok(null, POLICY_MSG.moved);
    },
  );
};
