import { App, Button, Popconfirm } from 'antd';
import type { ShownItem } from '@/api/http.ts';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { batchApprove } from './credit-api.ts';
import { useRecordsChanged } from './use-matters.ts';

interface BatchApproveButtonProps {
  /** The selected rows as the list shows them: each is approved only at the revision shown. */
  selectedRows: ShownItem[];
  onDone: () => void;
}

/** 批量通过: each selected record passes on its own; those someone else handled (or changed) first are named. */
export function BatchApproveButton({ selectedRows, onDone }: BatchApproveButtonProps) {
  const { message } = App.useApp();
  const [busy, run] = useBusyAction();
  const changed = useRecordsChanged();
  const approve = () =>
    run(async () => {
      try {
        const answer = await batchApprove(selectedRows);
        if (answer.extraData.failed.length > 0) void message.warning({ content: answer.message, duration: 8 });
        else void message.success(answer.message);
      } finally {
        changed();
        onDone();
      }
    });
  if (selectedRows.length === 0)
    return <Button onClick={() => void message.warning('请选择需要审核的数据')}>批量通过</Button>;
  return (
    <Popconfirm
      title={`确定通过所选的${selectedRows.length}条记录吗？`}
      okText="确定"
      cancelText="取消"
      onConfirm={approve}
    >
      <Button type="primary" loading={busy}>
        批量通过（{selectedRows.length}）
      </Button>
    </Popconfirm>
  );
}
