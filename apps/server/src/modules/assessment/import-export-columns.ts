import { importResultLabel, type FieldSpec } from '@credit/rules';
import { withFields } from '../../platform/list/row-fields.ts';

/** The fields both import lists end with: who imported, when, and how it went. */
export const importedByFields = {
  createPerson: { title: '导入人', width: 14 },
  createTime: { title: '导入时间', width: 20 },
  resultDescription: { title: '导入结果', width: 10 },
  reason: { title: '原因', width: 40 },
} as const satisfies Record<string, FieldSpec>;

/** An import row as exported: its result spelled out (spec §7: 1 → 成功, else 失败). */
export const withResultDescription = <Shown extends { result: boolean }>(shown: Shown) =>
  withFields(shown, { resultDescription: importResultLabel(shown.result) });
