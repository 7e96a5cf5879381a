import { Tag } from 'antd';
import type { ValueEnum } from './types.ts';

export function ValueEnumTag({ valueEnum, value }: { valueEnum: ValueEnum; value: unknown }) {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const entry = valueEnum[String(value)];
  return entry ? <Tag color={entry.color}>{entry.text}</Tag> : <>{String(value)}</>;
}
