import type { Page } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

type PageAnswer = NonNullable<paths['/api/notification/page']['get']>['responses'][200]['content']['application/json'];

/** One message of the user's list, typed from the server's description. */
export type NotificationRow = PageAnswer['extraData']['pageData'][number];

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
