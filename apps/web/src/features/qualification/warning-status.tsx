import { Tag } from 'antd';

/** A month's staffing as a tag: base deducted, short (warning), or staffed. */
export function WarningStatus({ short, deducted }: { short: boolean; deducted: boolean }) {
  if (deducted) return <Tag color="red">扣除基础分</Tag>;
  if (short) return <Tag color="orange">预警中</Tag>;
  return <Tag color="green">达标</Tag>;
}
