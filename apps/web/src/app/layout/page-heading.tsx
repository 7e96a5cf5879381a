import { Breadcrumb, Typography } from 'antd';
import type { MenuItem } from '@/api/current-user.ts';

/** The menu path as breadcrumb, then the page's name as its title. */
export function PageHeading({ trail }: { trail: MenuItem[] }) {
  const page = trail.at(-1);
  if (!page) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Breadcrumb items={trail.map((menu) => ({ title: menu.menuName }))} />
      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {page.menuName}
      </Typography.Title>
    </div>
  );
}
