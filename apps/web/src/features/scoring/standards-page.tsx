import { PlusOutlined } from '@ant-design/icons';
import { standardListSpec } from '@credit/rules';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { ConfirmLink } from '@/features/system/confirm-link.tsx';
import { deleteStandard, fetchStandards, publishStandard, type StandardRow } from './scoring-api.ts';
import { StandardDialog } from './standard-dialog.tsx';
import { WhatIfDialog } from './what-if-dialog.tsx';

const scaleText = (steps: StandardRow['levels']) =>
  steps.map((step) => (step.min === null ? step.level : `${step.level}≥${step.min}`)).join('，');

/** standardsMgt: scoring standards drafted, tried against every enterprise, published (docs/scoring.md). */
export function StandardsPage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ from?: StandardRow; asNew: boolean } | null>(null);
  const [trying, setTrying] = useState<StandardRow | null>(null);
  const reload = useRef<() => void>(() => undefined);
  const act = async (action: Promise<{ message: string }>) => {
    void message.success((await action).message);
    reload.current();
  };
  const actions = {
    width: 260,
    render: (row: StandardRow) => (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => setEditing({ from: row, asNew: true })}>
          复制为新标准
        </Button>
        {row.state === 0 && (
          <>
            <Button type="link" size="small" onClick={() => setEditing({ from: row, asNew: false })}>
              修改
            </Button>
            <Button type="link" size="small" onClick={() => setTrying(row)}>
              试算
            </Button>
            <ConfirmLink title="发布后不能再修改，确定发布吗？" onConfirm={() => act(publishStandard(row.id))}>
              发布
            </ConfirmLink>
            <ConfirmLink title="确定删除该草稿吗？" danger onConfirm={() => act(deleteStandard(row.id))}>
              删除
            </ConfirmLink>
          </>
        )}
      </Space>
    ),
  };
  return (
    <>
      <ListPage<StandardRow>
        title="评分标准"
        rowKey="id"
        spec={standardListSpec}
        renderers={{
          stateDescription: (_value, row) => (
            <Tag color={row.state === 1 ? 'success' : 'default'}>{row.stateDescription}</Tag>
          ),
          levels: (_value, row) => scaleText(row.levels),
        }}
        actions={actions}
        fetchPage={fetchStandards}
        toolbar={(context) => {
          reload.current = context.reload;
          return (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ asNew: true })}>
              新增评价标准
            </Button>
          );
        }}
      />
      <StandardDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => reload.current()} />
      <WhatIfDialog standard={trying} onClose={() => setTrying(null)} />
    </>
  );
}
