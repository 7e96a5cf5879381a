import dayjs from 'dayjs';
import type { FilterFormValue, FilterFormValues } from '@/components/list-page/filter-codec.ts';
import type { FilterField } from '@/components/list-page/types.ts';

function shown(field: FilterField, value: FilterFormValue): string {
  if (Array.isArray(value)) {
    if (field.type === 'dateRange' || field.type === 'dateTimeRange') {
      const [start, end] = value.map((day) => (dayjs.isDayjs(day) ? day.format('YYYY-MM-DD') : ''));
      return start || end ? `${start || '不限'} 至 ${end || '不限'}` : '不限';
    }
    const chosen = value.filter((one): one is string | number => typeof one === 'string' || typeof one === 'number');
    return chosen.length ? chosen.map((one) => labelOf(field, one)).join('、') : '全部';
  }
  if (value === undefined || value === null || value === '') return '全部';
  if (dayjs.isDayjs(value)) return value.format('YYYY');
  return labelOf(field, value);
}

const labelOf = (field: FilterField, value: string | number): string =>
  field.options?.find((option) => String(option.value) === String(value))?.label ?? String(value);

/** The filters a page's figures were counted with, in words: 统计期间：2026-01-01 至 2026-11-29；企业类型：全部. */
export const filterHeading = (fields: FilterField[], values: FilterFormValues): string =>
  fields.map((field) => `${field.label}：${shown(field, values[field.name])}`).join('；');
