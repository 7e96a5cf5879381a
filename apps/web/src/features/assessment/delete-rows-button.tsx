import { MSG } from '@credit/rules';
import { App, Button } from 'antd';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { deleteImportRows } from './assessment-api.ts';
import type { AssessmentKind } from './assessment-kind.ts';

interface DeleteRowsButtonProps {
  kind: AssessmentKind;
  selectedIds: number[];
  onDeleted: () => void;
}

/** 删除 the selected publishable rows, after a confirmation (spec §5 Delete). */
export function DeleteRowsButton({ kind, selectedIds, onDeleted }: DeleteRowsButtonProps) {
  const { message, modal } = App.useApp();
  const [busy, run] = useBusyAction();

  const remove = async () => {
    const answer = await deleteImportRows(kind, selectedIds);
    void message.success(answer.message || MSG.deleted);
    onDeleted();
  };

  const ask = () => {
    if (selectedIds.length === 0) {
      void message.warning(MSG.selectRowsToDelete);
      return;
    }
    modal.confirm({
      title: '删除导入数据',
      content: `确定删除选中的 ${selectedIds.length} 条数据吗？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => run(remove),
    });
  };

  return (
    <Button danger loading={busy} onClick={ask}>
      删除
    </Button>
  );
}
