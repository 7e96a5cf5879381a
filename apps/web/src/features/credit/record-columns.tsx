import { creditRecordListSpec } from '@credit/rules';
import type { CellRenderer } from '@/components/list-page/spec-columns.tsx';
import { fieldValueEnum } from '@/components/list-page/spec-columns.tsx';
import { ValueEnumTag } from '@/components/list-page/value-enum.tsx';
import { RecordEndingTag } from '@/components/record-ending-tag.tsx';
import type { CreditRecordRow } from './credit-api.ts';

const RECORD_STATE_ENUM = fieldValueEnum(creditRecordListSpec.fields.processStatus) ?? {};

/** The cells every list of credit records draws itself: the state, and whether the record stopped counting. */
export const recordCells: Partial<Record<string, CellRenderer<CreditRecordRow>>> = {
  processStatus: (_value, row) => (
    <>
      <ValueEnumTag valueEnum={RECORD_STATE_ENUM} value={row.processStatus} />
      <RecordEndingTag ending={row} />
    </>
  ),
};
