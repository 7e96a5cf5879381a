import { useQuery } from '@tanstack/react-query';
import { request } from './http.ts';
import { getToken } from './token-store.ts';

/** GET /api/enterprise/checkenterprisecommitletter: whether the enterprise has submitted its commitment letter. */
export function useCommitLetterCheck() {
  return useQuery({
    queryKey: ['commit-letter', getToken()],
    queryFn: async () => (await request<boolean>({ url: '/api/enterprise/checkenterprisecommitletter' })).extraData,
    staleTime: Infinity,
  });
}
