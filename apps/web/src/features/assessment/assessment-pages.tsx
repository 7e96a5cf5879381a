import { PASS_RATE, PRACTICE_ABILITY } from './assessment-kind.ts';
import { ImportPage } from './import-page.tsx';
import { ReviewPage } from './review-page.tsx';

/** vocationalAssessment: practice-ability results, imported and published (spec §2 screen 5). */
export const VocationalAssessmentPage = () => <ImportPage kind={PRACTICE_ABILITY} />;
/** vocationalAssessmentCheck: practice-ability releases under review (screen 4). */
export const VocationalAssessmentCheckPage = () => <ReviewPage kind={PRACTICE_ABILITY} />;
/** recordsPass: filing pass-rate results, imported and published (screen 6). */
export const RecordsPassPage = () => <ImportPage kind={PASS_RATE} />;
/** recordsPassCheck: pass-rate releases under review (screen 7). */
export const RecordsPassCheckPage = () => <ReviewPage kind={PASS_RATE} />;
