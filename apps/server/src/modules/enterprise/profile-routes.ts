import { introductionSchema, MSG, optionalIdSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexViewSchema } from '../annex/annex-view-schema.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm, type MultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { submitCommitLetter } from './commit-letter-service.ts';
import { enterpriseInScope } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA, changeableEnterpriseId } from '../../platform/access/enterprise-data.ts';
import { ENTERPRISE_ANNEX_CATEGORY } from './enterprise-annexes.ts';
import { historyList } from './history-list.ts';
import { enterpriseNameTaken } from './profile-queries.ts';
import { companyIntroduction, enterpriseProfile, updateEnterprise, updateIntroduction } from './profile-service.ts';
import { REGISTERED, registerEnterprise } from './registration-service.ts';

const optionalId = optionalIdSchema('请指定正确的企业');

/** GET /api/enterprise/single: the profile as enterpriseProfile gives it. */
const enterpriseProfileSchema = z.object({
  id: z.number(),
  socialCreditCode: z.string(),
  enterpriseName: z.string(),
  legalRepresentative: z.string(),
  /** Whole for the enterprise's own user (the edit form), masked for anyone else. */
  corporateIDCard: z.string(),
  province: z.string(),
  area: z.string(),
  county: z.string(),
  enterpriseType: z.string(),
  registeredCapital: z.number(),
  contactPerson: z.string(),
  /** Whole for the enterprise's own user, masked for anyone else. */
  contactPhone: z.string(),
  fixedTelephone: z.string().nullable(),
  email: z.string(),
  enterpriseURL: z.string().nullable(),
  /** YYYY-MM-DD. */
  enterpriseEstablishmentTime: z.string(),
  officeAddress: z.string(),
  registeredAddress: z.string(),
  businessscope: z.string(),
  remarks: z.string().nullable(),
  provinceName: z.string(),
  areaName: z.string(),
  countyName: z.string(),
  /** The enterprise type's label. */
  enterpriseDescription: z.string(),
  /** 1 甲级, 2 乙级, 3 乙级（暂定期）; null for bidding agencies. */
  qualificationLevel: z.number().nullable(),
  qualificationLevelDescription: z.string(),
  commitLetterSubmitted: z.boolean(),
  /** When the enterprise came onto the platform (its registration), YYYY-MM-DD HH:mm:ss. */
  createTime: z.string(),
  enterpriseAnnexes: z.array(annexViewSchema),
});

/** The enterprise's own profile and what management reads of it (spec §2 screens 1, 3, 10; §7). */
export const enterpriseProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);
  /** Reads the multipart form and runs `action` on it; a refused form leaves none of its files behind. */
  const withForm = async (
    request: Parameters<typeof readMultipartForm>[0],
    action: (form: MultipartForm) => Promise<unknown>,
  ) => {
    const types = await annexTypesOf(app.db, ENTERPRISE_ANNEX_CATEGORY);
    const form = await readMultipartForm(request, { storage, rules: widestUploadRules(types) });
    try {
      await action(form);
    } catch (error) {
      await form.discard();
      throw error;
    }
  };

  app.get(
    '/api/enterprise/single',
    {
      config: { permission: PERMISSIONS.enterpriseRead },
      schema: {
        tags: ['企业'],
        summary: '企业基本信息（企业用户不传 id 即本企业）',
        querystring: z.object({ id: optionalId }),
        response: { 200: envelopeSchema(enterpriseProfileSchema) },
      },
    },
    async (request) => {
      const me = principalOf(request);
      const id = enterpriseInScope(me, ENTERPRISE_DATA, request.query.id);
      return ok(await enterpriseProfile(app.db, app.fileUrls.forUser(me.userId), id, me));
    },
  );

  app.get(
    '/api/enterprise/verify',
    {
      // Public: the registration page checks the name before anyone is signed in.
      config: { permission: PERMISSIONS.public },
      schema: {
        tags: ['企业'],
        summary: '企业名称是否已被其他企业使用',
        querystring: z.object({ enterpriseName: z.string().trim().min(1, '请输入企业名称').max(50), id: optionalId }),
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => ok(await enterpriseNameTaken(app.db, request.query.enterpriseName, request.query.id)),
  );

  app.put(
    '/api/enterprise',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: {
        tags: ['企业'],
        summary: '保存企业基本信息（multipart：字段与 enterpriseAnnexes[i].property）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const me = principalOf(request);
      const enterpriseId = changeableEnterpriseId(me, undefined);
      await withForm(request, (form) => updateEnterprise(app.db, storage, { me, enterpriseId, form }));
      return ok(null, MSG.edited);
    },
  );

  app.post(
    '/api/enterprise/register',
    {
      config: { permission: PERMISSIONS.public },
      schema: {
        tags: ['企业'],
        summary: '企业注册（multipart：字段、统一社会信用代码与 enterpriseAnnexes[i].property）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      await withForm(request, (form) => registerEnterprise(app.db, form));
      return ok(null, REGISTERED);
    },
  );

  app.post(
    '/api/enterprise/commitletter',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: {
        tags: ['企业'],
        summary: '提交签署后的信用承诺书（multipart：enterpriseAnnexes[i].fileType=承诺书 与 .file）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const me = principalOf(request);
      const enterpriseId = changeableEnterpriseId(me, undefined);
      await withForm(request, (form) => submitCommitLetter(app.db, { me, enterpriseId, form }));
      return ok(true, MSG.savedBang);
    },
  );

  registerList(app, historyList);

  app.get(
    '/api/enterprise/companyintroduce',
    {
      config: { permission: PERMISSIONS.enterpriseRead },
      schema: {
        tags: ['企业'],
        summary: '企业简介（isEdit：当前用户可否编辑）',
        querystring: z.object({ enterpriseId: optionalId }),
        response: {
          200: envelopeSchema(z.object({ enterpriseId: z.number(), introduce: z.string(), isEdit: z.boolean() })),
        },
      },
    },
    async (request) => {
      const me = principalOf(request);
      return ok(
        await companyIntroduction(app.db, me, enterpriseInScope(me, ENTERPRISE_DATA, request.query.enterpriseId)),
      );
    },
  );

  app.post(
    '/api/enterprise/updatecompanyintroduce',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: {
        tags: ['企业'],
        summary: '保存企业简介',
        body: introductionSchema.extend({
          enterpriseId: optionalId,
          introduce: introductionSchema.shape.introduce.pipe(z.string().max(5000, '企业简介不能超过5000个字符')),
        }),
      },
    },
    async (request) => {
      const me = principalOf(request);
      await updateIntroduction(
        app.db,
        me,
        changeableEnterpriseId(me, request.body.enterpriseId),
        request.body.introduce,
      );
      return ok(null, MSG.edited);
    },
  );
};
