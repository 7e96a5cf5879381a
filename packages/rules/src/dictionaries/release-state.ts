import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

/** State of a practice-ability or pass-rate release application (spec §4). */
export const RELEASE_STATE = defineDictionary([
  [0, '草稿'],
  [3, '待复审'],
  [5, '复审拒绝'],
  [7, '已完成'],
]);
export type ReleaseState = CodeOf<typeof RELEASE_STATE>;
export const releaseStateSchema = dictSchema(RELEASE_STATE, '请选择状态');

/** The states by name, for code that moves a release (the labels above are for people). */
export const RELEASE_STATES = { draft: 0, waiting: 3, refused: 5, completed: 7 } as const;
/** A release in these states holds its rows: they are not publishable (a draft or a refusal holds nothing). */
export const HOLDING_RELEASE_STATES: readonly ReleaseState[] = [RELEASE_STATES.waiting, RELEASE_STATES.completed];
/** What a reviewer sees: drafts never reach review. */
export const REVIEWABLE_RELEASE_STATES: readonly ReleaseState[] = [
  RELEASE_STATES.waiting,
  RELEASE_STATES.refused,
  RELEASE_STATES.completed,
];
