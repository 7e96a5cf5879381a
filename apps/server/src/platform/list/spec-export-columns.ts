import { defaultExportKeys, labelOf, type DictCode, type ListSpec } from '@credit/rules';
import type { ExportColumn } from '../excel/index.ts';

/**
 * The export's columns for the keys a request names (a screen's visible columns), in its order;
 * none named, the spec's default ones. Titles, widths and labels come from the spec's fields.
 */
export function specExportColumns<Row extends object>(
  spec: Pick<ListSpec, 'fields'>,
  keys: readonly string[] | undefined,
): ExportColumn<Row>[] {
  return (keys?.length ? keys : defaultExportKeys(spec)).flatMap((key) => {
    const field = spec.fields[key];
    if (!field) return [];
    const { dictionary } = field;
    return [
      {
        header: field.title,
        key: key as ExportColumn<Row>['key'],
        ...(field.width && { width: field.width }),
        ...(dictionary && { format: (value: unknown) => labelOf(dictionary, value as DictCode) }),
      },
    ];
  });
}
