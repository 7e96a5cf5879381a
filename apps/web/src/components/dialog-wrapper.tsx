import { Modal, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBusyAction } from './use-busy-action.ts';

export interface DialogWrapperProps {
  open: boolean;
  /** Names the action and the object, e.g. 编辑企业基本信息. */
  title: string;
  /** Without it the dialog only shows (viewers): no 取消 / 确定 footer. */
  onOk?: () => Promise<unknown>;
  /**
   * The dialog's form: checked before `onOk` runs and outside its busy state, so a check that the
   * user's next keystroke supersedes can never leave the button spinning.
   */
  form?: FormInstance;
  onCancel: () => void;
  /** 确定 unless the action says otherwise (保存, 提交…). */
  okText?: string;
  width?: number;
  /** Called this long after the dialog has closed (spec §4: the form resets 1000 ms later). */
  resetDelayMs?: number;
  onAfterClose?: () => void;
  children: ReactNode;
}

/**
 * A Modal with the house's buttons and a busy state while `onOk` runs, so nothing is sent twice.
 * The caller closes it (open=false) when its action succeeds; a failure keeps it open.
 */
export function DialogWrapper({
  open,
  title,
  onOk,
  form,
  onCancel,
  okText = '确定',
  width,
  resetDelayMs = 0,
  onAfterClose,
  children,
}: DialogWrapperProps) {
  const [busy, run] = useBusyAction();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Reopening before the reset is due keeps what the user is editing.
  useEffect(() => {
    if (open) clearTimeout(resetTimer.current);
  }, [open]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const submit = async (action: () => Promise<unknown>) => {
    if (form) {
      try {
        await form.validateFields();
      } catch {
        // The form shows what is wrong.
        return;
      }
    }
    await run(action);
  };

  const afterClose = () => {
    if (onAfterClose) resetTimer.current = setTimeout(onAfterClose, resetDelayMs);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={onOk && (() => void submit(onOk))}
      onCancel={onCancel}
      footer={onOk ? undefined : null}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {children}
    </Modal>
  );
}
