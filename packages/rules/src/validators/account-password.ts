import { z } from 'zod';

/**
 * The super administrator's password: at least 8 characters with letters and digits (MLPS 2.0
 * complexity); long passwords and other characters are welcome.
 */
export const ACCOUNT_PASSWORD_MESSAGE = '密码至少8位，且须同时包含字母和数字';

export const isAccountPassword = (value: string): boolean =>
  value.length >= 8 && value.length <= 128 && /[A-Za-z]/.test(value) && /\d/.test(value);

export const accountPasswordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .refine(isAccountPassword, ACCOUNT_PASSWORD_MESSAGE);

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码'),
    newPassword: accountPasswordSchema,
    confirmPassword: z.string({ error: '请再次输入新密码' }).min(1, '请再次输入新密码'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: '两次输入的新密码不一致' })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: '新密码不能与原密码相同' });
