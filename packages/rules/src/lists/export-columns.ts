import { z } from 'zod';
import { exportableKeys, type ListSpec } from './list-spec.ts';

export const unknownExportColumn = (key: string) => `导出列不存在：${key}`;

/**
 * The `columns` of an export request: the row keys to write, in order, comma-separated in a query
 * (an array in a body). Each must be an exportable field of the spec; absent or blank, the export
 * writes the spec's default columns.
 */
export function exportColumnsSchema(spec: Pick<ListSpec, 'fields'>) {
  const keys = new Set(exportableKeys(spec));
  return z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string().trim())
      .check((context) => {
        const unknown = context.value.find((key) => !keys.has(key));
        if (unknown !== undefined)
          context.issues.push({ code: 'custom', message: unknownExportColumn(unknown), input: context.value });
      })
      .optional(),
  );
}
