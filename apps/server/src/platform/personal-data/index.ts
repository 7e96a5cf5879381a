export {
  personalDataColumn,
  personalDataColumns,
  personalDataOf,
  sealedFieldsOpener,
  type PersonalDataColumn,
} from './columns.ts';
export { resealPersonalData, sealClearPersonalData, valuesByKey } from './batches.ts';
export { personalDataKeys, usePersonalDataKeys, type KeyRing } from './keys.ts';
export { rotatePersonalDataKeys, type RotationResult } from './rotate.ts';
export { keyIdOf, lookupHash, open, seal, type PersonalDataKind } from './seal.ts';
export { maskedNumber, recordWholeNumberRead, type WholeNumber } from './whole-number-read.ts';
export { maskNumbersIn, requestLogSerializer } from './log-serializers.ts';
