import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

export const GENDER = defineDictionary([
  [0, '男'],
  [1, '女'],
]);
export type Gender = CodeOf<typeof GENDER>;
export const genderSchema = dictSchema(GENDER, '请选择性别');
