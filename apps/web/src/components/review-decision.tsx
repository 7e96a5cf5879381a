import { LIMITS } from '@credit/rules';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useBusyAction } from './use-busy-action.ts';
import { charLimit } from '@/components/char-limit.ts';

export interface Decision {
  approved: boolean;
  /** Required when refusing. */
  reason?: string;
}

export interface ReviewDecisionProps {
  /** Sends the decision; its answer's message is shown. */
  decide: (decision: Decision) => Promise<{ message?: string }>;
  approveText: string;
  refuseText: string;
  approveConfirm: string;
  reasonLabel: string;
  reasonRequired: string;
  onDecided: () => void;
  /**
   * A refused decision (another reviewer was first, the item changed since it was shown: 409, 412):
   * the caller shows the item as it now is, and what changed (components/revision).
   */
  onRefused: (error: unknown) => void;
}

/** A review desk's two buttons: approve after a confirmation, refuse with a reason in a dialog. */
export function ReviewDecision({
  decide,
  approveText,
  refuseText,
  approveConfirm,
  reasonLabel,
  reasonRequired,
  onDecided,
  onRefused,
}: ReviewDecisionProps) {
  const { message } = App.useApp();
  const [busy, run] = useBusyAction();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const send = async (decision: Decision) => {
    let answer;
    try {
      answer = await decide(decision);
    } catch (error) {
      setRefusing(false);
      onRefused(error);
      throw error;
    }
    void message.success(answer.message || '审核成功');
    setRefusing(false);
    onDecided();
  };

  const refuse = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const reason = form.getFieldValue('reason') as string;
    await run(() => send({ approved: false, reason: reason.trim() }));
  };

  return (
    <Space>
      <Button danger loading={busy} onClick={() => setRefusing(true)}>
        {refuseText}
      </Button>
      <Popconfirm
        title={approveConfirm}
        okText="确定"
        cancelText="取消"
        onConfirm={() => run(() => send({ approved: true }))}
      >
        <Button type="primary" loading={busy}>
          {approveText}
        </Button>
      </Popconfirm>
      <Modal
        open={refusing}
        title={refuseText}
        okText="确定"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => void refuse()}
        onCancel={() => setRefusing(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={reasonLabel}
            rules={[{ required: true, whitespace: true, message: reasonRequired }]}
          >
            <Input.TextArea rows={4} count={charLimit(LIMITS.description, true)} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
