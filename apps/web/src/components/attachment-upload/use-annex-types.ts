import { useQuery } from '@tanstack/react-query';
import { annexTypeKeys, fetchAnnexTypes } from './annex-types-api.ts';
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
    queryKey: annexTypeKeys.category(category),
    queryFn: async () => {
      const types = await fetchAnnexTypes(category);
      return types.length > 0 ? types : [FALLBACK_TYPE];
    },
    staleTime: Infinity,
  });
}
