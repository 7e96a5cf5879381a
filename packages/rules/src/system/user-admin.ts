import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { maxText, withinChars } from '../text.ts';

/** Filters of 用户管理 (query strings: numbers arrive as text). */
export const managedUserFilterSchema = pagingQuerySchema.extend({
  name: z.string().trim().refine(withinChars(60), maxText(60, '用户名')).optional(),
  roleId: z.coerce.number().int().positive().optional(),
  enabled: z.coerce
    .number()
    .pipe(z.literal([0, 1], { error: '请选择启用或停用' }))
    .optional(),
});
export type ManagedUserFilter = z.output<typeof managedUserFilterSchema>;

export const userEnabledSchema = z.object({ enabled: z.boolean({ error: '请选择启用或停用' }) });
export const userRoleSchema = z.object({ roleId: z.number({ error: '请选择角色' }).int().positive('请选择角色') });
