import {
  BIDDING_FEEDBACK_WORKFLOW,
  CREDIT_APPEAL_WORKFLOW,
  CREDIT_RECORD_WORKFLOW,
  RECORD_REQUEST_KINDS,
} from '@credit/rules';
import type { ReactNode } from 'react';
import { AppealViewDialog } from '@/features/appeal/appeal-view-dialog.tsx';
import { fetchAppeal } from '@/features/appeal/appeal-api.ts';
import { PASS_RATE, PRACTICE_ABILITY, type AssessmentKind } from '@/features/assessment/assessment-kind.ts';
import { fetchRelease, releaseKeys } from '@/features/assessment/release-api.ts';
import { ReleaseViewDialog } from '@/features/assessment/release-view-dialog.tsx';
import { fetchRecord } from '@/features/credit/credit-api.ts';
import { creditKeys } from '@/features/credit/credit-keys.ts';
import { RecordViewDialog } from '@/features/credit/record-view-dialog.tsx';
import { fetchFeedback } from '@/features/feedback/feedback-api.ts';
import { FeedbackViewDialog } from '@/features/feedback/feedback-view-dialog.tsx';
import { fetchRequest, type RecordRequest } from '@/features/request/request-api.ts';
import { RequestViewDialog } from '@/features/request/request-view-dialog.tsx';

/**
 * A flow's existing viewer and the read it makes (same cache key, same call), so the page learns of
 * a refusal from the very read the viewer shows, and shows it in words.
 */
export interface LookformFlow {
  queryKey: readonly unknown[];
  fetch: () => Promise<unknown>;
  /** Whether the item read is of this flow (a revocation and a repair share one read). */
  accepts?: (item: unknown) => boolean;
  /** The flow's viewer, read-only: no desk, so no decision. */
  view: (onClose: () => void) => ReactNode;
}

const release = (kind: AssessmentKind, id: number): LookformFlow => ({
  queryKey: releaseKeys.release(kind, id),
  fetch: () => fetchRelease(kind, id),
  view: (onClose) => <ReleaseViewDialog kind={kind} releaseId={id} readOnly onClose={onClose} onReviewed={onClose} />,
});

/** Every flow lookform opens, by its workflow's key (docs/lookform.md). */
export const LOOKFORM_FLOWS: Readonly<Record<string, (id: number) => LookformFlow>> = {
  [CREDIT_RECORD_WORKFLOW.key]: (id) => ({
    queryKey: creditKeys.record(id),
    fetch: () => fetchRecord(id),
    view: (onClose) => <RecordViewDialog recordId={id} onClose={onClose} />,
  }),
  [CREDIT_APPEAL_WORKFLOW.key]: (id) => ({
    queryKey: creditKeys.item('appeal', id),
    fetch: () => fetchAppeal(id),
    view: (onClose) => <AppealViewDialog appealId={id} onClose={onClose} />,
  }),
  ...Object.fromEntries(
    Object.values(RECORD_REQUEST_KINDS).map((kind) => [
      kind.workflow.key,
      (id: number): LookformFlow => ({
        queryKey: creditKeys.item('request', id),
        fetch: () => fetchRequest(id),
        accepts: (item) => (item as RecordRequest).kind === kind.key,
        view: (onClose) => <RequestViewDialog kind={kind} requestId={id} onClose={onClose} />,
      }),
    ]),
  ),
  [BIDDING_FEEDBACK_WORKFLOW.key]: (id) => ({
    queryKey: creditKeys.item('feedback', id),
    fetch: () => fetchFeedback(id),
    view: (onClose) => <FeedbackViewDialog feedbackId={id} onClose={onClose} />,
  }),
  [PRACTICE_ABILITY.workflow.key]: (id) => release(PRACTICE_ABILITY, id),
  [PASS_RATE.workflow.key]: (id) => release(PASS_RATE, id),
};
