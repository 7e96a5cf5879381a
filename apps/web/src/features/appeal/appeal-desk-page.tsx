import { APPEAL_REVIEW_DESKS, type AppealReviewDesk } from '@credit/rules';
import type { FilterField } from '@/components/list-page/types.ts';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { fetchAppealPage, type AppealRow } from './appeal-api.ts';
import { appealColumns } from './appeal-columns.tsx';
import { AppealViewDialog } from './appeal-view-dialog.tsx';

const filters: FilterField[] = [{ name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 }];

/**
 * An appeal desk (badCreditAppealAccept, badCreditToGardenDeptReview, badCreditAppealCheck,
 * badCreditToDeptReview, and 申诉终审 on departmentLeader): its to-do and done appeals.
 */
export function AppealDeskPage({ deskKey }: { deskKey: AppealReviewDesk['key'] }) {
  const desk = APPEAL_REVIEW_DESKS.find((candidate) => candidate.key === deskKey);
  if (!desk) throw new Error(`unknown appeal desk ${deskKey}`);
  return (
    <ReviewDeskList<AppealRow>
      title={desk.title}
      url={`/api/creditappeal/desk/${desk.key}`}
      waiting={desk.waiting}
      columns={appealColumns}
      filters={filters}
      fetchPage={fetchAppealPage}
      exportTitle={desk.title}
      viewer={(id, onClose, onDecided) => (
        <AppealViewDialog appealId={id} waiting={desk.waiting} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
