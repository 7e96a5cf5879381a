import { CREDIT_RECORD_STATES, isDirectPublish, RETURNED_CREDIT_STATES } from '@credit/rules';
import { App, Button, Popconfirm, Space } from 'antd';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { deleteRecord, withdrawRecord, type CreditRecordRow } from './credit-api.ts';
import { useRecordsChanged } from './use-matters.ts';

interface AuthorActionsProps {
  row: CreditRecordRow;
  onView: () => void;
  onEdit: () => void;
  onChanged: () => void;
}

/** What the author may do with its record now: view; edit a draft or a returned one; withdraw or delete before the first desk acts. */
export function AuthorActions({ row, onView, onEdit, onChanged }: AuthorActionsProps) {
  const { message } = App.useApp();
  const [busy, run] = useBusyAction();
  const changed = useRecordsChanged();
  const firstWaiting = isDirectPublish(row.origin, row.creditType)
    ? CREDIT_RECORD_STATES.review
    : CREDIT_RECORD_STATES.firstReview;
  const editable =
    row.processStatus === CREDIT_RECORD_STATES.draft || RETURNED_CREDIT_STATES.includes(row.processStatus);
  // Sent for the revision the row shows; refused (the record changed meanwhile), the list reads it again.
  const act = (call: () => Promise<{ message: string }>) =>
    run(async () => {
      try {
        const answer = await call();
        void message.success(answer.message);
      } finally {
        changed();
        onChanged();
      }
    });
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onView}>
        查看
      </Button>
      {editable && (
        <Button type="link" size="small" onClick={onEdit}>
          {row.processStatus === CREDIT_RECORD_STATES.draft ? '编辑' : '修改'}
        </Button>
      )}
      {row.processStatus === firstWaiting && (
        <Popconfirm
          title="确定撤回该记录吗？撤回后可修改再提交。"
          okText="确定"
          cancelText="取消"
          onConfirm={() => act(() => withdrawRecord(row))}
        >
          <Button type="link" size="small" loading={busy}>
            撤回
          </Button>
        </Popconfirm>
      )}
      {(row.processStatus === CREDIT_RECORD_STATES.draft || row.processStatus === firstWaiting) && (
        <Popconfirm
          title="确定删除该记录吗？"
          okText="确定"
          cancelText="取消"
          onConfirm={() => act(() => deleteRecord(row))}
        >
          <Button type="link" size="small" danger loading={busy}>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
