import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { bindToasts } from '@/api/notify.ts';

dayjs.locale('zh-cn');

/** Hands antd's themed message and notification instances to the HTTP client's error policy. */
function ToastBinding() {
  const { message, notification } = App.useApp();
  useEffect(() => bindToasts({ message, notification }), [message, notification]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <ToastBinding />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
