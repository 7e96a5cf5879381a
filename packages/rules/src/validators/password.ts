import { z } from 'zod';

/** 6-10 letters and digits with at least one of each. */
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,10}$/;

export const PASSWORD_FORMAT_MESSAGE = '密码须为6-10位字母和数字组合';

export const isPassword = (value: string): boolean => PASSWORD.test(value);

// Not trimmed: a password is taken exactly as typed.
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .regex(PASSWORD, PASSWORD_FORMAT_MESSAGE);
