import { goodRepealSchema, LIMITS, MSG, zodRule } from '@credit/rules';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { isStaleRefusal } from '@/components/revision/item-changes.ts';
import { repealGoodRecord, type CreditRecordRow } from './credit-api.ts';
import { RecordsPage } from './records-page.tsx';
import { useRecordsChanged } from './use-matters.ts';
import { charLimit } from '@/components/char-limit.ts';

interface Repealing {
  row: CreditRecordRow;
  reload: () => void;
}

/** The reason for revoking one good record; the list reads again once it is revoked. */
function RepealDialog({ repealing, onClose }: { repealing: Repealing | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const changed = useRecordsChanged();
  return (
    <DialogWrapper
      open={repealing !== null}
      title={`撤销良好信用记录 ${repealing?.row.registerNumber ?? ''}`}
      form={form}
      okText="确认撤销"
      onCancel={onClose}
      onOk={async () => {
        if (!repealing) return;
        const { reason } = form.getFieldsValue(true) as { reason: string };
        // Sent for the revision the row shows; refused because it changed meanwhile, the list reads it again.
        const answer = await withFieldErrors(form, () => repealGoodRecord(repealing.row, reason.trim())).catch(
          (error: unknown) => {
            void message.warning(error instanceof Error ? error.message : MSG.networkError);
            if (isStaleRefusal(error)) {
              changed();
              repealing.reload();
              onClose();
            }
            throw error;
          },
        );
        void message.success(answer.message);
        changed();
        repealing.reload();
        onClose();
      }}
    >
      <p>
        {repealing?.row.enterpriseName}：{repealing?.row.behaviorContentName}（{repealing?.row.scoreValue}
        分）。撤销后该记录自今日起不再计分、不再公示，企业将收到通知。
      </p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="撤销原因" rules={[zodRule(goodRepealSchema.shape.reason)]}>
          <Input.TextArea rows={4} count={charLimit(LIMITS.description, true)} />
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}

/** goodCreditRepeal: department review revokes a published good record found unfounded (docs/repairs.md). */
export function GoodCreditRepealPage() {
  const [repealing, setRepealing] = useState<Repealing | null>(null);
  return (
    <>
      <RecordsPage
        title="良好信用撤销"
        url="/api/creditregister/goodrepeal"
        exportTitle="良好信用记录"
        rowAction={(row, reload) => (
          <Button type="link" size="small" danger onClick={() => setRepealing({ row, reload })}>
            撤销
          </Button>
        )}
      />
      <RepealDialog repealing={repealing} onClose={() => setRepealing(null)} />
    </>
  );
}
