import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { requiredLimitedText } from '../text.ts';

const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);

export const emailSchema = requiredLimitedText('请输入邮箱', LIMITS.email, '邮箱').regex(EMAIL, MSG.emailFormat);
