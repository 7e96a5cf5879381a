import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fetchNotifications,
  notificationKeys,
  useMarkRead,
  useUnreadCount,
  type NotificationRow,
} from './notification-api.ts';

const LATEST = 5;

/** The header's bell: the unread count, the latest unread messages, each opening its item. */
export function NotificationBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const latest = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: () => fetchNotifications({ unread: 1, pageIndex: 1, pageSize: LATEST }),
    enabled: open,
  });
  const count = unread.data ?? 0;

  const openItem = (item: NotificationRow) => {
    void markRead([item.id]);
    setOpen(false);
    void navigate(item.link ?? '/mything');
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 'min(360px, 80vw)' }}>
      {latest.data?.pageData.length ? (
        <List
          size="small"
          dataSource={latest.data.pageData}
          renderItem={(item) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => openItem(item)}>
              <List.Item.Meta
                title={item.title}
                description={
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                      {item.content}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">{item.createTime}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读消息" />
      )}
      <Flex justify="space-between">
        <Button type="link" size="small" disabled={count === 0} onClick={() => void markRead()}>
          全部标为已读
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOpen(false);
            void navigate('/mything');
          }}
        >
          查看全部消息
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title="消息" content={content} open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={count > 0 ? `消息，${count}条未读` : '消息'}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
