import { CREDIT_RECORD_WORKFLOW, CREDIT_TYPE, labelOf, maskPhone } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import type { RecordRow } from './record-columns.ts';

/** What an author writes on a record, as the operation log shows it (the telephone masked). */
type RecordFields = Partial<
  Pick<
    RecordRow,
    | 'creditType'
    | 'personName'
    | 'behaviorCategoryName'
    | 'behaviorContentName'
    | 'identifiedLevelName'
    | 'innovationAwardDescription'
    | 'scoreValue'
    | 'identificationUnit'
    | 'actDeterminationDate'
    | 'relatedSymbol'
    | 'behaviorDescription'
    | 'contactPerson'
    | 'telephone'
  >
>;

const RECORD_FIELDS: readonly TrackedField<RecordFields>[] = [
  { key: 'creditType', label: '信用类型', show: (code) => labelOf(CREDIT_TYPE, code) },
  { key: 'personName', label: '人员' },
  { key: 'behaviorCategoryName', label: '行为类别' },
  { key: 'behaviorContentName', label: '行为内容' },
  { key: 'identifiedLevelName', label: '认定等级' },
  { key: 'innovationAwardDescription', label: '创新奖项' },
  { key: 'scoreValue', label: '分值', show: (score) => String(Number(score)) },
  { key: 'identificationUnit', label: '行为认定单位' },
  { key: 'actDeterminationDate', label: '认定日期' },
  { key: 'relatedSymbol', label: '相关文号' },
  { key: 'behaviorDescription', label: '行为内容描述' },
  { key: 'contactPerson', label: '联系人' },
  { key: 'telephone', label: '联系电话', show: (phone) => maskPhone(String(phone)) },
];

/** An author's save or delete of a record, in the operation log (its desks' decisions are logged by the engine). */
export async function logRecordChange(
  tx: Executor,
  me: Principal,
  record: { id: number; registerNumber: string },
  change:
    | { action: '新增'; after: RecordFields }
    | { action: '修改'; before: RecordFields; after: RecordFields }
    | { action: '删除'; before: RecordFields },
): Promise<void> {
  await recordOperation(tx, me, {
    kind: CREDIT_RECORD_WORKFLOW.key,
    objectId: record.id,
    label: record.registerNumber,
    action: change.action,
    ...(change.action === '新增'
      ? { after: fieldValues(RECORD_FIELDS, change.after) }
      : change.action === '删除'
        ? { before: fieldValues(RECORD_FIELDS, change.before) }
        : changedValues(RECORD_FIELDS, change.before, change.after)),
  });
}
