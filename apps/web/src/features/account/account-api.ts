import type { z } from 'zod';
import type { passwordChangeSchema } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { call, read } from '@/api/call.ts';
import type { Answer } from '@/api/operation.ts';

export type AccountInfo = Answer<'/api/account/info'>;
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const accountKeys = {
  info: ['account-info'] as const,
};

export function useAccountInfo() {
  return useQuery({ queryKey: accountKeys.info, queryFn: () => read('/api/account/info', 'get') });
}

export const changePassword = (form: PasswordChange) => call('/api/account/password', 'put', { body: form });
