import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

/** Whether a person is in service at the enterprise; leaving sets false. */
export const PERSON_ENABLED = defineDictionary([
  [true, '在职'],
  [false, '离职'],
]);
export type PersonEnabled = CodeOf<typeof PERSON_ENABLED>;
export const personEnabledSchema = dictSchema(PERSON_ENABLED, '请选择状态');
