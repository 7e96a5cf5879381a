import { APPEAL_REVIEW_DESKS, appealDeskListSpec, deskIn, type Desk } from '@credit/rules';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { fetchAppealPage, type AppealRow } from './appeal-api.ts';
import { AppealViewDialog } from './appeal-view-dialog.tsx';

/**
 * An appeal desk (badCreditAppealAccept, badCreditToGardenDeptReview, badCreditAppealCheck,
 * badCreditToDeptReview, and 申诉终审 on departmentLeader): its to-do and done appeals.
 */
export function AppealDeskPage({ desk: shown }: { desk: Desk }) {
  const desk = deskIn(APPEAL_REVIEW_DESKS, shown);
  return (
    <ReviewDeskList<AppealRow>
      title={desk.title}
      url={`/api/creditappeal/desk/${desk.key}`}
      waiting={desk.waiting}
      list={{ spec: appealDeskListSpec }}
      fetchPage={fetchAppealPage}
      exportTitle={desk.title}
      viewer={(id, onClose, onDecided) => (
        <AppealViewDialog appealId={id} waiting={desk.waiting} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
