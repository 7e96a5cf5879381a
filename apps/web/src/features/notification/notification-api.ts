import type { Page } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

export interface NotificationRow {
  id: number;
  eventName: string;
  title: string;
  content: string;
  link: string | null;
  createTime: string;
  read: boolean;
}

const UNREAD_KEY = ['notification-unread'];
const REFRESH_MS = 60_000;

export const fetchNotifications = async (query: ListQuery | Record<string, number>): Promise<Page<NotificationRow>> =>
  (await request<Page<NotificationRow>>({ url: '/api/notification/page', params: query })).extraData;

/** The bell's count, refreshed every minute and after the user reads something. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await request<number>({ url: '/api/notification/unread', silent: true })).extraData,
    refetchInterval: REFRESH_MS,
  });

/** Marks messages read (none named: all of them) and refreshes the bell and the lists. */
export function useMarkRead() {
  const client = useQueryClient();
  return async (ids?: number[]) => {
    await request<null>({ url: '/api/notification/read', method: 'PUT', data: ids ? { ids } : {} });
    void client.invalidateQueries({ queryKey: UNREAD_KEY });
    void client.invalidateQueries({ queryKey: ['notification-latest'] });
  };
}
