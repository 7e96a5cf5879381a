import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

export const QUARTER = defineDictionary([
  [1, '第一季度'],
  [2, '第二季度'],
  [3, '第三季度'],
  [4, '第四季度'],
]);
export type Quarter = CodeOf<typeof QUARTER>;
export const quarterSchema = dictSchema(QUARTER, '请选择季度');
