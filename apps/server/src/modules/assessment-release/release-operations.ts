import type { ReleaseForm } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import type { ReleaseKind } from './release-kinds.ts';

type ReleaseFields = Partial<Omit<ReleaseForm, 'relatedSymbol'>> & { relatedSymbol?: string | null; rowCount?: number };

const RELEASE_FIELDS: readonly TrackedField<ReleaseFields>[] = [
  { key: 'identificationUnit', label: '行为认定单位' },
  { key: 'actDeterminationDate', label: '认定日期' },
  { key: 'relatedSymbol', label: '相关文号' },
  { key: 'contactPerson', label: '申请人' },
  { key: 'behaviorDescription', label: '行为内容描述' },
  { key: 'rowCount', label: '发布行数' },
];

/** An author's release application created (新增 a draft, 提交 one sent at once) or a draft deleted, in the operation log. */
export async function logRelease(
  tx: Executor,
  me: Principal,
  kind: ReleaseKind,
  release: { id: number; action: '新增' | '提交' | '删除'; fields: ReleaseFields },
): Promise<void> {
  const values = fieldValues(RELEASE_FIELDS, release.fields);
  await recordOperation(tx, me, {
    kind: kind.workflow.key,
    objectId: release.id,
    label: release.fields.identificationUnit ?? '',
    action: release.action,
    ...(release.action === '删除' ? { before: values } : { after: values }),
  });
}
