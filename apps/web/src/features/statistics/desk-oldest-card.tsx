import { Card, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { WaitingItem } from './desk-statistics-api.ts';

/** The ten items that have waited longest at the desk, each opening its view on the desk's screen. */
export function DeskOldestCard({ title, route, items }: { title: string; route: string; items: WaitingItem[] }) {
  return (
    <Card className="statistics-chart" title={title}>
      <Table<WaitingItem>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={items}
        aria-label={`${title}数据表`}
        columns={[
          {
            key: 'subject',
            title: '事项',
            render: (_, item) => <Link to={`/${route}?view=${item.id}`}>{item.subject}</Link>,
          },
          {
            key: 'arrivedAt',
            title: '到达本岗位',
            dataIndex: 'arrivedAt',
            render: (value: string | null) => value ?? '—',
          },
          {
            key: 'waitingDays',
            title: '已等待（个工作日）',
            dataIndex: 'waitingDays',
            align: 'right',
            render: (value: number | null) => value ?? '—',
          },
          {
            key: 'overdue',
            title: '期限',
            render: (_, item) => (item.overdue ? <Tag color="red">已超期</Tag> : <Tag color="green">未超期</Tag>),
          },
        ]}
      />
    </Card>
  );
}
