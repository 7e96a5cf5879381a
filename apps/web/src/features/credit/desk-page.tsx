import { CREDIT_REVIEW_DESKS, deskIn, deskRecordListSpec, type CreditReviewDeskKey, type Desk } from '@credit/rules';
import { BatchApproveButton } from './batch-approve-button.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordCells } from './record-columns.tsx';
import { RecordViewDialog } from './record-view-dialog.tsx';
import { ReviewDeskList } from './review-desk-list.tsx';

export const deskOf = (key: CreditReviewDeskKey) => {
  const desk = CREDIT_REVIEW_DESKS.find((candidate) => candidate.key === key);
  if (!desk) throw new Error(`unknown desk ${key}`);
  return desk;
};

/**
 * A review desk of credit records (auditTable, gardenTable, departmentCheckTable,
 * creditDeclarepublishReview, departmentLeader): its to-do list, oldest first, with batch
 * approval, and what it has decided.
 */
export function DeskPage({ desk: shown }: { desk: Desk }) {
  const desk = deskIn(CREDIT_REVIEW_DESKS, shown);
  return (
    <ReviewDeskList<CreditRecordRow>
      title={desk.title}
      url={`/api/creditregister/desk/${desk.key}`}
      waiting={desk.waiting}
      list={{ spec: deskRecordListSpec, renderers: recordCells }}
      fetchPage={fetchRecordPage}
      exportTitle={`${desk.title}信用记录`}
      batch={(selectedRows, reload) => <BatchApproveButton selectedRows={selectedRows} onDone={reload} />}
      viewer={(id, onClose, onDecided) => (
        <RecordViewDialog recordId={id} desk={desk} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
