import { Breadcrumb, Typography } from 'antd';
import type { MenuItem } from '@/api/current-user.ts';
import './page-heading.css';

/** The menu path as breadcrumb, then the page's name as its title: the page's one h1, at a card title's size. */
export function PageHeading({ trail }: { trail: MenuItem[] }) {
  const page = trail.at(-1);
  if (!page) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Breadcrumb items={trail.map((menu) => ({ title: menu.menuName }))} />
      <Typography.Title level={1} className="page-heading__title">
        {page.menuName}
      </Typography.Title>
    </div>
  );
}
