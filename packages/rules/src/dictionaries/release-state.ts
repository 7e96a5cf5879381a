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
