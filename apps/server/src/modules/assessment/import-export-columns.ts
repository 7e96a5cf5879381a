import { importResultLabel } from '@credit/rules';
import type { ExportColumn } from '../../platform/excel/index.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** The columns both import exports end with: who imported, when, and how it went. */
type ImportedBy = { createPerson: string; createTime: string; resultDescription: string; reason: string | null };

export function importedByColumns<Row extends ImportedBy>(): ExportColumn<Row>[] {
  const key = (name: keyof ImportedBy) => name as Extract<keyof Row, string>;
  return [
    { header: '导入人', key: key('createPerson'), width: 14 },
    { header: '导入时间', key: key('createTime'), width: 20 },
    { header: '导入结果', key: key('resultDescription'), width: 10 },
    { header: '原因', key: key('reason'), width: 40 },
  ];
}

/** An import row as exported: its result spelled out (spec §7: 1 → 成功, else 失败). */
export const withResultDescription = <Shown extends { result: boolean }>(shown: Shown) =>
  withFields(shown, { resultDescription: importResultLabel(shown.result) });
