/**
 * The credit feature's cached reads. Everything a desk acts on lives under `credit-record` (records,
 * and the appeals, requests and feedback the desks review), so one action refreshes every open view.
 */
export const creditKeys = {
  all: ['credit-record'] as const,
  record: (id: number | null | undefined) => [...creditKeys.all, id] as const,
  /** An item a desk reviews (an appeal, a request, feedback) as its review dialog or form shows it, by its kind. */
  item: (kind: string, id: number | null | undefined) => [...creditKeys.all, kind, id] as const,
  /** The first record waiting at a desk (the check page opens it). */
  next: (deskKey: string) => [...creditKeys.all, 'next', deskKey] as const,
  inForceChoices: (creditType: number) => [...creditKeys.all, 'in-force-choices', creditType] as const,
  matters: ['credit-matters'] as const,
  similar: (recordId: number, paging: { pageIndex: number; pageSize: number }) =>
    ['credit-similar', recordId, paging] as const,
  catalogue: (creditType: number, ratingType: number | undefined) =>
    ['behavior-catalogue', creditType, ratingType ?? 'every'] as const,
  ratingScore: (levelId: number | undefined, actors: number | undefined) =>
    ['behavior-rating-score', levelId, actors] as const,
  staff: (enterpriseId: number | undefined) => ['credit-staff', enterpriseId] as const,
};
