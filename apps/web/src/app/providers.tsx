import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
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

/** antd's locale and theme (without animations when the system asks for reduced motion) and its toasts. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={reducedMotion ? STILL : undefined}>
      <App>
        <ToastBinding />
        {children}
      </App>
    </ConfigProvider>
  );
}

/**
 * The parent route of every page drawn with antd (the signed-in shell, the forms of registration,
 * the error page). The routes load it when one of them opens, so /login and the publicity pages
 * never download the UI library.
 */
export function AntdFrame() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
