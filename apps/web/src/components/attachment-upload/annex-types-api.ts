import { read } from '@/api/call.ts';

export const annexTypeKeys = {
  category: (category: string) => ['annex-types', category] as const,
};

/** The attachment types of a form's category (GET /api/annex/multip?type=). */
export const fetchAnnexTypes = (category: string) => read('/api/annex/multip', 'get', { query: { type: category } });
