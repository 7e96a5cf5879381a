/** Which record's review a step bar shows (spec §4); an appeal's flow depends on its type 4, 5 or 6. */
export type StepKind = 'record' | 'repeal' | 'feedback' | 'appeal-4' | 'appeal-5' | 'appeal-6';

export interface StepsBar {
  titles: string[];
  current: number;
}

const FINAL_REVIEW = '终审';
/** A record scored at or below this needs a final review (spec §4, §9). */
const FINAL_REVIEW_SCORE = -10;

/** Every step of every flow, in the order a record passes them. */
const STEP_ORDER = ['提交', '部门受理', '部门审核', '待部门审核', '初审', '复审', FINAL_REVIEW, '完成'];
const STANDARD = ['提交', '初审', '复审', FINAL_REVIEW, '完成'];

/** Every step a flow can have; 终审 is dropped when the score does not call for it. */
const FLOWS: Record<StepKind, readonly string[]> = {
  record: STANDARD,
  repeal: STANDARD,
  'appeal-4': STANDARD,
  'appeal-5': ['提交', '部门审核', '初审', '复审', FINAL_REVIEW, '完成'],
  'appeal-6': ['提交', '部门受理', '待部门审核', '初审', '复审', FINAL_REVIEW, '完成'],
  feedback: ['提交', '初审', '完成'],
};

/**
 * The step each process status waits at. 3 待复审, 5 复审拒绝 and 7 已完成 are the release
 * statuses of the specification; the others follow the same odd-pending / even-refused pattern.
 */
const STEP_OF_STATUS: Record<number, string> = {
  0: '提交',
  1: '初审',
  2: '初审',
  3: '复审',
  4: FINAL_REVIEW,
  5: '复审',
  6: FINAL_REVIEW,
  7: '完成',
  8: '部门审核',
  9: '部门受理',
  10: '待部门审核',
};

/**
 * The step bar of a record under review. A status whose step the flow lacks (终审 for a score
 * above -10) shows the next step the flow has — the specification's "one-step shift".
 */
export function stepsFor(kind: StepKind, processStatus: number, scoreValue?: number): StepsBar {
  const withFinalReview = scoreValue !== undefined && scoreValue <= FINAL_REVIEW_SCORE;
  const flow = FLOWS[kind];
  const titles = flow.filter((title) => title !== FINAL_REVIEW || withFinalReview);
  const waitingAt = STEP_ORDER.indexOf(STEP_OF_STATUS[processStatus] ?? '提交');
  const current = titles.filter((title) => STEP_ORDER.indexOf(title) < waitingAt).length;
  return { titles, current };
}
