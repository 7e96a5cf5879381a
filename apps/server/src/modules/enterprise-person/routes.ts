import { MSG, optionalIdSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { changeableEnterpriseId, isOwnEnterprise } from '../../platform/access/enterprise-data.ts';
import { personList } from './person-list.ts';
import { personOfEnterprise } from './person-scope.ts';
import { addPerson, editPerson, personLabels, setPersonEnabled } from './person-service.ts';
import { personView } from './person-view.ts';
import { recordWholeNumberRead } from '../../platform/personal-data/index.ts';

const id = z.coerce.number({ error: '请指定人员' }).int().positive('请指定人员');
const optionalId = optionalIdSchema('请指定正确的企业');
const enabledValue = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: '请选择状态',
});

/** An enterprise's staff (spec §2 screen 2; §7 enterpriseperson calls). */
export const enterprisePersonRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, personList);

  app.get(
    '/api/enterpriseperson/single',
    {
      config: { permission: PERMISSIONS.enterpriseRead },
      schema: {
        tags: ['企业人员'],
        summary: '人员详情（本企业用户得到完整号码以便编辑）',
        querystring: z.object({ id }),
      },
    },
    async (request) => {
      const me = principalOf(request);
      const person = await personOfEnterprise(app.db, me, request.query.id);
      const masked = !isOwnEnterprise(me, person.enterpriseId);
      if (!masked)
        await recordWholeNumberRead(app.db, me, { kind: 'enterprisePerson', id: person.id, label: person.name }, [
          { label: '身份证号', kind: 'idCard', value: person.idCard },
          { label: '手机号码', kind: 'phone', value: person.phone },
        ]);
      return ok(personView(person, await personLabels(app.db), { masked }));
    },
  );

  app.post(
    '/api/enterpriseperson',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: { tags: ['企业人员'], summary: '新增人员', body: z.looseObject({ enterpriseId: optionalId }) },
    },
    async (request) => {
      const me = principalOf(request);
      const newId = await addPerson(app.db, me, changeableEnterpriseId(me, request.body.enterpriseId), request.body);
      return ok(newId, MSG.added);
    },
  );

  app.put(
    '/api/enterpriseperson',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: { tags: ['企业人员'], summary: '编辑人员（身份证号不可修改）', body: z.looseObject({ id }) },
    },
    async (request) => {
      await editPerson(app.db, principalOf(request), request.body.id, request.body);
      return ok(null, MSG.edited);
    },
  );

  app.put(
    '/api/enterpriseperson/enable',
    {
      config: { permission: PERMISSIONS.enterpriseSelf },
      schema: {
        tags: ['企业人员'],
        summary: '在职/离职（enabled=false 即离职）',
        body: z.object({ id, enabled: enabledValue }),
      },
    },
    async (request) => {
      await setPersonEnabled(app.db, principalOf(request), request.body.id, request.body.enabled);
      return ok(null, request.body.enabled ? '已设为在职' : '已设为离职');
    },
  );
};
