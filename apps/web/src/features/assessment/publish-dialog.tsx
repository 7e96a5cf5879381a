import { MSG } from '@credit/rules';
import { App, Button, Form, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { postRelease, type ImportRow } from './assessment-api.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { BonusDetailDialog } from './bonus-detail-dialog.tsx';
import { scoredRows, tierCounts } from './bonus-summary.ts';
import { ReleaseFormFields } from './release-form-fields.tsx';
import { releaseFailureMessage, releaseFormData, type ReleaseFormValues } from './release-form-data.ts';

/** Spec §4: the form resets this long after the dialog has closed. */
const RESET_DELAY_MS = 1000;

interface PublishDialogProps {
  kind: AssessmentKind;
  /** The rows to publish; null while the dialog is closed. */
  rows: ImportRow[] | null;
  onClose: () => void;
  onPublished: () => void;
}

/** 发布申请: the release form for the scored rows, submitted for review (state 3) or, for practice ability, kept as a draft (0). */
export function PublishDialog({ kind, rows, onClose, onPublished }: PublishDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReleaseFormValues>();
  const [busy, run] = useBusyAction();
  const [showBonus, setShowBonus] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scored = scoredRows(rows ?? []);

  useEffect(() => {
    if (rows) clearTimeout(resetTimer.current);
  }, [rows]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const send = async (state: 0 | 3) => {
    const values = form.getFieldsValue(true) as ReleaseFormValues;
    try {
      const answer = await postRelease(
        kind,
        releaseFormData(
          kind,
          values,
          scored.map((row) => row.id),
          state,
        ),
      );
      void message.success(answer.message || (state === 0 ? MSG.savedBang : MSG.submittedForReview));
    } catch (error) {
      void message.warning(releaseFailureMessage(error));
      throw error;
    }
    onClose();
    onPublished();
  };

  const submit = async (state: 0 | 3) => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    await run(() => send(state));
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>取消</Button>
      {kind.allowsDraft && (
        <Button loading={busy} onClick={() => void submit(0)}>
          保存草稿
        </Button>
      )}
      <Button type="primary" loading={busy} disabled={scored.length === 0} onClick={() => void submit(3)}>
        提交
      </Button>
    </Space>
  );

  return (
    <Modal
      open={rows !== null}
      title={`发布${kind.releaseName}`}
      width={900}
      footer={footer}
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
      afterClose={() => {
        resetTimer.current = setTimeout(() => form.resetFields(), RESET_DELAY_MS);
      }}
    >
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>
          得分企业数：<Typography.Text strong>{scored.length}</Typography.Text> 家
        </Typography.Text>
        <Button type="link" size="small" onClick={() => setShowBonus(true)}>
          加分明细
        </Button>
      </Space>
      <Form form={form} name={`${kind.key}-release`} layout="vertical" requiredMark>
        <ReleaseFormFields kind={kind} />
      </Form>
      <BonusDetailDialog
        open={showBonus}
        kind={kind}
        counts={tierCounts(
          kind.tiers,
          scored.map((row) => row.scoreValue),
        )}
        enterprises={scored}
        onClose={() => setShowBonus(false)}
      />
    </Modal>
  );
}
