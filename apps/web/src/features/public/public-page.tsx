import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PublicPage({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      {summary && <Typography.Paragraph type="secondary">{summary}</Typography.Paragraph>}
      {children}
    </Card>
  );
}
