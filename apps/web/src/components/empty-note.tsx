import { Empty } from 'antd';

/** The small empty state with the spec's wording (暂无数据, 暂无附件…). */
export function EmptyNote({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
