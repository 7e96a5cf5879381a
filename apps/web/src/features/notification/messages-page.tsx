import { notificationListSpec } from '@credit/rules';
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
      spec={notificationListSpec}
      renderers={{ read: (read) => (read ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>) }}
      actions={{
        render: (row) => (
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
      }}
      fetchPage={fetchNotifications}
      toolbar={({ reload }) => {
        reloadList.current = reload;
        return <Button onClick={() => void markRead()}>全部标为已读</Button>;
      }}
    />
  );
}
