import { MSG, passwordChangeSchema } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enterprises, users } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { forgetPrincipals } from './principal.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';

const accountInfo = z.object({
  username: z.string(),
  displayName: z.string(),
  roleName: z.string(),
  kind: z.string(),
  enterpriseName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  passwordMustChange: z.boolean(),
});

/** The accountInfo page: one's own profile, and the administrator's password change. */
export const accountInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/info',
    {
      config: { permission: PERMISSIONS.accountSelf },
      schema: { tags: ['账号'], summary: '当前账号信息', response: { 200: envelopeSchema(accountInfo) } },
    },
    async (request) => {
      const me = principalOf(request);
      const [row] = await app.db
        .select({ lastLoginAt: users.lastLoginAt, enterpriseName: enterprises.enterpriseName })
        .from(users)
        .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
        .where(eq(users.id, me.userId));
      return ok({
        username: me.username,
        displayName: me.displayName,
        roleName: me.roleName,
        kind: me.kind,
        enterpriseName: row?.enterpriseName ?? null,
        lastLoginAt: row?.lastLoginAt?.toISOString() ?? null,
        passwordMustChange: me.passwordMustChange,
      });
    },
  );

  app.put(
    '/api/account/password',
    {
      config: { permission: PERMISSIONS.accountSelf },
      schema: {
        tags: ['账号'],
        summary: '修改密码（超级管理员）',
        body: passwordChangeSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const me = principalOf(request);
      if (me.kind !== 'admin') throw new AppError('统一身份认证账号请在认证平台修改密码', { statusCode: 400 });
      const [row] = await app.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, me.userId));
      if (!row?.passwordHash || !(await verifyPassword(request.body.oldPassword, row.passwordHash))) {
        throw new AppError('原密码错误', { fieldErrors: { oldPassword: '原密码错误' } });
      }
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword), passwordMustChange: false })
        .where(eq(users.id, me.userId));
      forgetPrincipals(app.db);
      return ok(null, MSG.passwordChanged);
    },
  );
};
