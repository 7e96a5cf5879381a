import type { Desk } from '@credit/rules';
import { PASS_RATE, PRACTICE_ABILITY } from './assessment-kind.ts';
import { ImportPage } from './import-page.tsx';
import { ReviewPage } from './review-page.tsx';

/** The assessment kind whose release flow the desk works. */
const kindOf = (desk: Desk) => (desk.flow === PASS_RATE.workflow.key ? PASS_RATE : PRACTICE_ABILITY);

/** vocationalAssessment and recordsPass: results imported and published, of the desk's kind (spec §2 screens 5 and 6). */
export const ReleaseAuthorPage = ({ desk }: { desk: Desk }) => <ImportPage kind={kindOf(desk)} />;

/** vocationalAssessmentCheck and recordsPassCheck: the releases of the desk's kind under review (screens 4 and 7). */
export const ReleaseDeskPage = ({ desk }: { desk: Desk }) => <ReviewPage kind={kindOf(desk)} />;
