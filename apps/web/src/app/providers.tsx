import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { bindToasts } from '@/api/notify.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

dayjs.locale('zh-cn');

/** Hands antd's themed message and notification instances to the HTTP client's error policy. */
function ToastBinding() {
  const { message, notification } = App.useApp();
  useEffect(() => bindToasts({ message, notification }), [message, notification]);
  return null;
}

const STILL: ThemeConfig = { token: { motion: false } };

/** antd's locale and theme (without animations when the system asks for reduced motion), toasts and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={reducedMotion ? STILL : undefined}>
      <App>
        <ToastBinding />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
