import { useQuery } from '@tanstack/react-query';
import { request } from '@/api/http.ts';
import type { AnnexType } from '@/components/attachment-upload/types.ts';

/** The attachment category of release applications at GET /api/annex/multip. */
const RELEASE_ANNEX_CATEGORY = 'release';

/** Used while the category has no configured types: the spec's previewable formats (§9). */
const FALLBACK_TYPE: AnnexType = {
  name: '附件',
  fileFormatValue: 'jpg,gif,png,jpeg,pdf,xlsx,docx',
  fileSize: 10240,
  required: true,
};

export function useReleaseAnnexTypes() {
  return useQuery({
    queryKey: ['annex-types', RELEASE_ANNEX_CATEGORY],
    queryFn: async () => {
      const answer = await request<AnnexType[]>({ url: '/api/annex/multip', params: { type: RELEASE_ANNEX_CATEGORY } });
      return answer.extraData.length > 0 ? answer.extraData : [FALLBACK_TYPE];
    },
    staleTime: Infinity,
  });
}
