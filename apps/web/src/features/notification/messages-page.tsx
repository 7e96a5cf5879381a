import { Button, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { fetchNotifications, useMarkRead, type NotificationRow } from './notification-api.ts';

/** mything (我的消息): every message to the user, unread ones marked, each opening its item. */
export function MessagesPage() {
  const navigate = useNavigate();
  const mark = useMarkRead();
  const reloadList = useRef<() => void>(() => undefined);
  const markRead = (ids?: number[]) => mark(ids).then(() => reloadList.current());
  return (
    <ListPage<NotificationRow>
      title="我的消息"
      rowKey="id"
      columns={[
        {
          title: '状态',
          dataIndex: 'read',
          width: 80,
          render: (read: boolean) => (read ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
        },
        { title: '类别', dataIndex: 'eventName', width: 120 },
        { title: '标题', dataIndex: 'title', width: 220 },
        { title: '内容', dataIndex: 'content', ellipsis: true, width: 360 },
        { title: '时间', dataIndex: 'createTime', width: 170 },
        {
          title: '操作',
          key: 'operation',
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0}>
              {row.link && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    void markRead([row.id]);
                    void navigate(row.link ?? '/');
                  }}
                >
                  查看
                </Button>
              )}
              {!row.read && (
                <Button type="link" size="small" onClick={() => void markRead([row.id])}>
                  标为已读
                </Button>
              )}
            </Space>
          ),
        },
      ]}
      filters={[
        {
          name: 'unread',
          label: '范围',
          type: 'radio',
          options: [
            { label: '全部', value: 0 },
            { label: '未读', value: 1 },
          ],
          defaultValue: 0,
        },
      ]}
      fetchPage={fetchNotifications}
      toolbar={({ reload }) => {
        reloadList.current = reload;
        return <Button onClick={() => void markRead()}>全部标为已读</Button>;
      }}
    />
  );
}
