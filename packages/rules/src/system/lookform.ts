/**
 * lookform (docs/lookform.md): the read-only view of a submitted form, as its author filled it, by
 * its link. A notice that points a reviewer or an author at an item links here.
 */
export const LOOKFORM_ROUTE = 'lookform';

/** The link to an item of a flow (its workflow's key: creditRecord, creditAppeal, creditRepair…). */
export const lookformLink = (flow: string, id: number): string =>
  `/${LOOKFORM_ROUTE}?flow=${encodeURIComponent(flow)}&id=${id}`;
