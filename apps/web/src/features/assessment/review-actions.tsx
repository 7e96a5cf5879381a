import { ASSESSMENT_MSG, LIMITS } from '@credit/rules';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useBusyAction } from '@/components/use-busy-action.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { reviewRelease, type ReviewDecision } from './release-api.ts';

interface ReviewActionsProps {
  kind: AssessmentKind;
  releaseId: number;
  onReviewed: () => void;
  /** A refused decision (e.g. another reviewer was first): the caller shows the application as it now is. */
  onRefused: () => void;
}

/** 审核通过 (→ 7 已完成) and 审核拒绝 with a reason (→ 5 复审拒绝) of a release waiting for review. */
export function ReviewActions({ kind, releaseId, onReviewed, onRefused }: ReviewActionsProps) {
  const { message } = App.useApp();
  const [busy, run] = useBusyAction();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const decide = async (decision: ReviewDecision) => {
    let answer;
    try {
      answer = await reviewRelease(kind, releaseId, decision);
    } catch (error) {
      setRefusing(false);
      onRefused();
      throw error;
    }
    void message.success(answer.message || '审核成功');
    setRefusing(false);
    onReviewed();
  };

  const refuse = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const reason = form.getFieldValue('reason') as string;
    await run(() => decide({ approved: false, reason: reason.trim() }));
  };

  return (
    <Space>
      <Button danger loading={busy} onClick={() => setRefusing(true)}>
        审核拒绝
      </Button>
      <Popconfirm
        title="确定审核通过吗？通过后将为得分企业生成良好信用记录。"
        okText="确定"
        cancelText="取消"
        onConfirm={() => run(() => decide({ approved: true }))}
      >
        <Button type="primary" loading={busy}>
          审核通过
        </Button>
      </Popconfirm>
      <Modal
        open={refusing}
        title="审核拒绝"
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
            label="拒绝原因"
            rules={[{ required: true, whitespace: true, message: ASSESSMENT_MSG.refusalReasonRequired }]}
          >
            <Input.TextArea rows={4} maxLength={LIMITS.description} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
