import { Tag } from 'antd';
import type { FilterOption, ValueEnum } from './types.ts';

export function ValueEnumTag({ valueEnum, value }: { valueEnum: ValueEnum; value: unknown }) {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const entry = valueEnum[String(value)];
  return entry ? <Tag color={entry.color}>{entry.text}</Tag> : <>{String(value)}</>;
}

/** Filter options from the same dictionary the column's tags use; numeric codes stay numbers. */
export function optionsFromEnum(valueEnum: ValueEnum): FilterOption[] {
  return Object.entries(valueEnum).map(([code, entry]) => ({
    label: entry.text,
    value: /^-?\d+$/.test(code) ? Number(code) : code,
  }));
}
