import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** A text-link action that asks first (删除, 停用…). */
export function ConfirmLink({
  title,
  onConfirm,
  danger = false,
  children,
}: {
  title: string;
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Popconfirm title={title} okText="确定" cancelText="取消" onConfirm={() => onConfirm().catch(() => undefined)}>
      <Button type="link" size="small" danger={danger}>
        {children}
      </Button>
    </Popconfirm>
  );
}
