import { RATED_ENTERPRISE_KIND } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { read } from '@/api/call.ts';
import { enterpriseKeys } from '@/features/enterprise/enterprise-api.ts';
import { fetchCatalogue, fetchRatingScore } from './credit-api.ts';
import { creditKeys } from './credit-keys.ts';

const CATALOGUE_STALE_MS = 5 * 60_000;

/** The enterprise type as the catalogue's enterprise kind (ratingType: 1 造价咨询, 2 招标代理), when it is one. */
const ratingTypeOf = (enterpriseType: string | undefined): number | undefined => {
  const kind = Number(enterpriseType);
  return RATED_ENTERPRISE_KIND.has(kind as never) ? kind : undefined;
};

/**
 * The behaviours a record may name (spec §7 GetBehaviorList behaviorType & ratingType): the credit
 * type's, for the kind of enterprise the record is about — the author's own enterprise, or the one
 * a desk chose; every kind's until a desk has chosen one.
 */
export function useBehaviorCatalogue(creditType: number, about: { own: true } | { enterpriseId: number | undefined }) {
  const id = 'own' in about ? undefined : about.enterpriseId;
  const known = 'own' in about || id !== undefined;
  const enterprise = useQuery({
    queryKey: enterpriseKeys.profile(id),
    queryFn: () => read('/api/enterprise/single', 'get', { query: { id } }),
    enabled: known,
    staleTime: CATALOGUE_STALE_MS,
  });
  const ratingType = ratingTypeOf(enterprise.data?.enterpriseType);
  return useQuery({
    queryKey: creditKeys.catalogue(creditType, ratingType),
    queryFn: () => fetchCatalogue(creditType, ratingType),
    // Once the enterprise's kind is read (or could not be): one list, not every kind's first.
    enabled: !known || !enterprise.isPending,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The chosen level's score and validity as the catalogue rates it for the record's actor (GetRatingScore). */
export function useRatingScore(levelId: number | undefined, actors: number | undefined) {
  return useQuery({
    queryKey: creditKeys.ratingScore(levelId, actors),
    queryFn: () => fetchRatingScore(levelId ?? 0, actors),
    enabled: levelId !== undefined,
    staleTime: CATALOGUE_STALE_MS,
  });
}
