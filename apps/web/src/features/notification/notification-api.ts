import type { Page } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, read } from '@/api/call.ts';
import type { RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

/** One message of the user's list. */
export type NotificationRow = RowOf<'/api/notification/page'>;

export const notificationKeys = {
  unread: ['notification-unread'] as const,
  latest: ['notification-latest'] as const,
};

const REFRESH_MS = 60_000;

export const fetchNotifications = (query: ListQuery | Record<string, number>): Promise<Page<NotificationRow>> =>
  read('/api/notification/page', 'get', { query });

/** The bell's count, refreshed every minute and after the user reads something. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => read('/api/notification/unread', 'get', { silent: true }),
    refetchInterval: REFRESH_MS,
  });

/** Marks messages read (none named: all of them) and refreshes the bell and the lists. */
export function useMarkRead() {
  const client = useQueryClient();
  return async (ids?: number[]) => {
    await call('/api/notification/read', 'put', { body: ids ? { ids } : {} });
    void client.invalidateQueries({ queryKey: notificationKeys.unread });
    void client.invalidateQueries({ queryKey: notificationKeys.latest });
  };
}

/** shortMsg's templates and shortMsgRecord's sent messages (docs/notifications.md). */
export type SmsTemplateRow = RowOf<'/api/sms/template/page'>;
export type SmsRecordRow = RowOf<'/api/sms/record/page'>;

export const fetchSmsTemplates = (query: ListQuery): Promise<Page<SmsTemplateRow>> =>
  read('/api/sms/template/page', 'get', { query });

export const fetchSmsRecords = (query: ListQuery): Promise<Page<SmsRecordRow>> =>
  read('/api/sms/record/page', 'get', { query });

export const saveSmsTemplate = (template: { id: number; content: string; enabled: boolean }) =>
  call('/api/sms/template', 'put', { body: template });
