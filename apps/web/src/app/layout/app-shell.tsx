import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Space, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserInfo } from '@/api/current-user.ts';
import { logout } from '@/api/session.ts';
import { menuTrail } from '../menus.ts';
import { PageHeading } from './page-heading.tsx';
import { PLATFORM_NAME, PlatformLogo } from './platform-logo.tsx';
import { SideMenu } from './side-menu.tsx';
import { useMenuCounts } from './use-menu-counts.ts';
import { NotificationBell } from '@/features/notification/notification-bell.tsx';
import { useNarrowerThan } from '@/components/use-narrower-than.ts';
import './app-shell.css';

/**
 * The signed-in frame: platform name and menu on the left, the user on top, the page below its
 * breadcrumb. On a phone the opened menu lies over the page (which keeps its width) and closes
 * when a page is chosen or the page is touched.
 */
export function AppShell({ user, children }: { user: UserInfo; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const counts = useMenuCounts(user.menus);
  const phone = useNarrowerThan('sm');
  const overlay = phone && !collapsed;
  useEffect(() => {
    if (phone) setCollapsed(true);
  }, [phone, pathname]);
  return (
    <Layout className="app-shell">
      <Layout.Sider
        className={overlay ? 'app-shell__sider--overlay' : undefined}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={232}
        breakpoint="lg"
      >
        <div className="app-shell__brand" title={PLATFORM_NAME}>
          <PlatformLogo />
          {!collapsed && <span>{PLATFORM_NAME}</span>}
        </div>
        <SideMenu menus={user.menus} collapsed={collapsed} counts={counts} />
      </Layout.Sider>
      {overlay && <div className="app-shell__sider-place" aria-hidden onClick={() => setCollapsed(true)} />}
      <Layout>
        <Layout.Header className="app-shell__header">
          <div className="app-shell__user" title={user.userName}>
            <UserOutlined />
            {user.userName && <span className="app-shell__user-name">{user.userName}</span>}
            {user.roleName && <Tag color="blue">{user.roleName}</Tag>}
          </div>
          <Space className="app-shell__actions">
            <NotificationBell />
            <Button type="text" icon={<LogoutOutlined />} onClick={logout} aria-label="退出登录">
              <span className="app-shell__logout-text">退出登录</span>
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="app-shell__content">
          <PageHeading trail={menuTrail(user.menus, pathname)} />
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
