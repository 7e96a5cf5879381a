import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/http.ts';
import type { AnnexType } from './types.ts';

/** Used while a category has no configured types: the spec's previewable formats (§9). */
const FALLBACK_TYPE: AnnexType = {
  name: '附件',
  fileFormatValue: 'jpg,gif,png,jpeg,pdf,xlsx,docx',
  fileSize: 10240,
  required: true,
};

/** The attachment types of a form's category (GET /api/annex/multip?type=). */
export function useAnnexTypes(category: string) {
  return useQuery({
    queryKey: ['annex-types', category],
    queryFn: async () => {
      const answer = await request<AnnexType[]>({ url: '/api/annex/multip', params: { type: category } });
      return answer.extraData.length > 0 ? answer.extraData : [FALLBACK_TYPE];
    },
    staleTime: Infinity,
  });
}
