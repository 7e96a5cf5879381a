import type { Desk } from '@credit/rules';
import { PASS_RATE, PRACTICE_ABILITY } from './assessment-kind.ts';
import { ImportPage } from './import-page.tsx';
import { ReviewPage } from './review-page.tsx';

/** vocationalAssessment: practice-ability results, imported and published (spec §2 screen 5). */
export const VocationalAssessmentPage = () => <ImportPage kind={PRACTICE_ABILITY} />;
/** recordsPass: filing pass-rate results, imported and published (screen 6). */
export const RecordsPassPage = () => <ImportPage kind={PASS_RATE} />;
/** vocationalAssessmentCheck and recordsPassCheck: the releases of the desk's kind under review (screens 4 and 7). */
export const ReleaseDeskPage = ({ desk }: { desk: Desk }) => (
  <ReviewPage
    kind={[PRACTICE_ABILITY, PASS_RATE].find((kind) => kind.workflow.key === desk.flow) ?? PRACTICE_ABILITY}
  />
);
