export { PerformanceRecallPage } from './author-page.tsx';
import { CheckPage } from './check-page.tsx';
import { RecordFormPage } from './record-form-page.tsx';

export { MattersPage } from './matters-page.tsx';
export { BadnessDataPage, BehaviorRecordPage, EnterpriseRecordsPage } from './records-page.tsx';
export { GoodCreditRepealPage } from './good-repeal-page.tsx';
export { PdfPage } from './pdf-page.tsx';

/** The credit-record desks' menu pages (docs/desks.md), each a desk of the shared screens. */
export const CreditDeclareApplyPage = () => <RecordFormPage deskKey="declare" />;
export const DepartmentCreditDeclarePage = () => <RecordFormPage deskKey="register" />;
export const GardenCheckPage = () => <CheckPage deskKey="parkReview" route="gardenCheck" />;
export const DepartmentCheckPage = () => <CheckPage deskKey="deptReview" route="departmentCheck" />;
