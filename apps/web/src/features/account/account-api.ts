import type { z } from 'zod';
import type { passwordChangeSchema } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/http.ts';

/** GET /api/account/info. */
export interface AccountInfo {
  username: string;
  displayName: string;
  roleName: string;
  kind: string;
  enterpriseName: string | null;
  lastLoginAt: string | null;
  passwordMustChange: boolean;
}

export type PasswordChange = z.input<typeof passwordChangeSchema>;

export function useAccountInfo() {
  return useQuery({
    queryKey: ['account-info'],
    queryFn: async () => (await request<AccountInfo>({ url: '/api/account/info' })).extraData,
  });
}

export const changePassword = (form: PasswordChange) =>
  request<null>({ url: '/api/account/password', method: 'PUT', data: form });
