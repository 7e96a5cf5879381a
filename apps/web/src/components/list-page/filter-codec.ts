import dayjs, { type Dayjs } from 'dayjs';
import type { FilterField, FilterType } from './types.ts';

/** What the filter form holds for one field. */
export type FilterFormValue = string | number | (string | number)[] | Dayjs | (Dayjs | null)[] | null | undefined;
export type FilterFormValues = Record<string, FilterFormValue>;

const RANGE_FORMATS: Partial<Record<FilterType, string>> = {
  dateRange: 'YYYY-MM-DD',
  dateTimeRange: 'YYYY-MM-DD HH:mm:ss',
};

/** The search-param (and query) names a filter is kept under: a range splits into start and end. */
export function paramNames(field: FilterField): string[] {
  return RANGE_FORMATS[field.type] ? [`${field.name}Start`, `${field.name}End`] : [field.name];
}

function asDate(value: unknown): Dayjs | undefined {
  return dayjs.isDayjs(value) && value.isValid() ? value : undefined;
}

/** Form value → one text per param name ('' when empty). */
export function toParamTexts(field: FilterField, value: FilterFormValue): string[] {
  const rangeFormat = RANGE_FORMATS[field.type];
  if (rangeFormat) {
    const range = Array.isArray(value) ? value : [];
    const [start, end] = [asDate(range[0]), asDate(range[1])];
    return start && end ? [start.format(rangeFormat), end.format(rangeFormat)] : ['', ''];
  }
  if (field.type === 'year') return [asDate(value)?.format('YYYY') ?? ''];
  if (Array.isArray(value)) return [value.join(',')];
  return [value === undefined || value === null ? '' : String(value).trim()];
}

/** The default value in its param texts, or undefined when the field has none. */
export function defaultTexts(field: FilterField): string[] | undefined {
  const value = field.defaultValue;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return [String(value)];
  return RANGE_FORMATS[field.type] ? value.map(String) : [value.join(',')];
}

/** An option's own value (a status code stays a number) for the text the URL holds. */
function optionValue(field: FilterField, text: string): string | number {
  return field.options?.find((option) => String(option.value) === text)?.value ?? text;
}

/** Param texts → form value. */
export function toFormValue(field: FilterField, texts: string[]): FilterFormValue {
  const [first = '', second = ''] = texts;
  if (RANGE_FORMATS[field.type]) return first && second ? [dayjs(first), dayjs(second)] : undefined;
  if (!first) return undefined;
  switch (field.type) {
    case 'year':
      return dayjs(first);
    case 'multiSelect':
      return first.split(',').map((text) => optionValue(field, text));
    case 'cascader':
      return first.split(',');
    case 'select':
    case 'radio':
      return optionValue(field, first);
    default:
      return first;
  }
}

/** Param texts → the query's entries: option values keep their type, a year is a number, ranges split. */
export function toQueryEntries(field: FilterField, texts: string[]): [string, string | number][] {
  return paramNames(field).flatMap((name, index): [string, string | number][] => {
    const text = texts[index] ?? '';
    if (!text) return [];
    if (field.type === 'year') return [[name, Number(text)]];
    if (field.type === 'cascader') return [[name, text.split(',').at(-1) ?? text]];
    if (field.type === 'select' || field.type === 'radio') return [[name, optionValue(field, text)]];
    return [[name, text]];
  });
}
