import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

/** The historyType of GET /api/enterprise/history. */
export const HISTORY_TYPE = defineDictionary([
  [0, '企业'],
  [1, '人员'],
]);
export type HistoryType = CodeOf<typeof HISTORY_TYPE>;
export const historyTypeSchema = dictSchema(HISTORY_TYPE, '请选择历史类型');
