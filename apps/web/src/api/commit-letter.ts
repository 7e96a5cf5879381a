import { useQuery } from '@tanstack/react-query';
import { read, uploadTo } from './call.ts';
import { getToken } from './token-store.ts';

export const commitLetterKeys = {
  /** Whether the enterprise has submitted its commitment letter, for every session. */
  all: ['commit-letter'] as const,
  session: (token: string | null) => [...commitLetterKeys.all, token] as const,
};

/** GET /api/enterprise/checkenterprisecommitletter: whether the enterprise has submitted its commitment letter. */
export function useCommitLetterCheck() {
  return useQuery({
    queryKey: commitLetterKeys.session(getToken()),
    queryFn: () => read('/api/enterprise/checkenterprisecommitletter', 'get'),
    staleTime: Infinity,
  });
}

/** The signed and stamped commitment letter, sent once after the enterprise's first sign-in. */
export const submitCommitLetter = (form: FormData) =>
  uploadTo('/api/enterprise/commitletter', 'post', { form, timeoutMs: 120_000 });
