import { policyAdminListSpec, POLICY_STATES } from '@credit/rules';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { ConfirmLink } from '@/features/system/confirm-link.tsx';
import { changePolicyState, fetchPolicies, movePolicy, type PolicyRow } from './policy-api.ts';
import { PolicyDialog } from './policy-dialog.tsx';

/** policyMgt: the policy documents of relevantPolicy — added, edited, published, withdrawn and ordered. */
export function PolicyManagementPage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<PolicyRow | 'new' | null>(null);
  const reloadList = useRef<() => void>(() => undefined);

  const act = async (send: () => Promise<{ message: string }>) => {
    const answer = await send();
    void message.success(answer.message);
    reloadList.current();
  };

  const actions = {
    render: (row: PolicyRow) => (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => setEditing(row)}>
          编辑
        </Button>
        {row.state === POLICY_STATES.published ? (
          <ConfirmLink
            title={`撤回后公众将看不到“${row.title}”，确定撤回吗？`}
            danger
            onConfirm={() => act(() => changePolicyState(row.id, 'withdraw'))}
          >
            撤回
          </ConfirmLink>
        ) : (
          <ConfirmLink
            title={`发布后公众即可查看“${row.title}”，确定发布吗？`}
            onConfirm={() => act(() => changePolicyState(row.id, 'publish'))}
          >
            发布
          </ConfirmLink>
        )}
        <Button
          type="link"
          size="small"
          onClick={() => void act(() => movePolicy(row.id, 'up')).catch(() => undefined)}
        >
          上移
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => void act(() => movePolicy(row.id, 'down')).catch(() => undefined)}
        >
          下移
        </Button>
      </Space>
    ),
  };

  return (
    <>
      <ListPage<PolicyRow>
        title="政策文件"
        rowKey="id"
        spec={policyAdminListSpec}
        renderers={{
          title: (_value, row) => (
            <a href={row.fileUrl} target="_blank" rel="noreferrer">
              {row.title}
            </a>
          ),
        }}
        actions={actions}
        fetchPage={fetchPolicies}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增
            </Button>
          );
        }}
      />
      <PolicyDialog policy={editing} onClose={() => setEditing(null)} onSaved={() => reloadList.current()} />
    </>
  );
}
