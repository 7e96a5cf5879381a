import { CREDIT_REVIEW_DESKS, type CreditReviewDeskKey } from '@credit/rules';
import { BatchApproveButton } from './batch-approve-button.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordColumns } from './record-columns.tsx';
import { recordFilters } from './record-state-enum.ts';
import { RecordViewDialog } from './record-view-dialog.tsx';
import { ReviewDeskList } from './review-desk-list.tsx';

export const deskOf = (key: CreditReviewDeskKey) => {
  const desk = CREDIT_REVIEW_DESKS.find((candidate) => candidate.key === key);
  if (!desk) throw new Error(`unknown desk ${key}`);
  return desk;
};

/**
 * A review desk (auditTable, gardenTable, departmentCheckTable, creditDeclarepublishReview,
 * departmentLeader): its to-do list, oldest first, with batch approval, and what it has decided.
 */
export function DeskPage({ deskKey }: { deskKey: CreditReviewDeskKey }) {
  const desk = deskOf(deskKey);
  return (
    <ReviewDeskList<CreditRecordRow>
      title={desk.title}
      url={`/api/creditregister/desk/${desk.key}`}
      waiting={desk.waiting}
      columns={recordColumns}
      filters={recordFilters}
      fetchPage={fetchRecordPage}
      exportTitle={`${desk.title}信用记录`}
      batch={(selectedRows, reload) => <BatchApproveButton selectedRows={selectedRows} onDone={reload} />}
      viewer={(id, onClose, onDecided) => (
        <RecordViewDialog recordId={id} desk={desk} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
