import { RELEASE_STATES, stepBar } from '@credit/rules';
import { Button, Modal, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailView } from '@/components/detail-view/detail-view.tsx';
import { snapshotOf } from '@/components/revision/item-changes.ts';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import type { AssessmentKind } from './assessment-kind.ts';
import { BonusDetailDialog } from './bonus-detail-dialog.tsx';
import { tierCounts } from './bonus-summary.ts';
import { fetchPracticeAbilitySummary, fetchRelease, releaseKeys, type ReleaseRecord } from './release-api.ts';
import { releaseFields } from './release-detail.ts';
import { ReviewActions } from './review-actions.tsx';

interface ReleaseViewDialogProps {
  kind: AssessmentKind;
  releaseId: number | null;
  /** Shown by its link (lookform): no review buttons. */
  readOnly?: boolean;
  onClose: () => void;
  onReviewed: () => void;
}

/** Enterprises per tier: the server's summary for practice ability, counted from the list for pass rate. */
function useTierCounts(kind: AssessmentKind, record: ReleaseRecord | undefined) {
  const summary = useQuery({
    queryKey: releaseKeys.tierSummary(record?.id),
    queryFn: () => fetchPracticeAbilitySummary(record?.id ?? 0),
    enabled: kind.key === 'practiceAbility' && record !== undefined,
  });
  if (kind.key === 'practiceAbility') return summary.data ?? [];
  return tierCounts(kind.tiers, record?.enterprises.map((enterprise) => enterprise.scoreValue) ?? []);
}

/** 查看: a release's fields, attachments and history, its bonus details, and the review buttons while it waits. */
export function ReleaseViewDialog({ kind, releaseId, readOnly, onClose, onReviewed }: ReleaseViewDialogProps) {
  const queryClient = useQueryClient();
  const [showBonus, setShowBonus] = useState(false);
  const release = useQuery({
    queryKey: releaseKeys.release(kind, releaseId),
    queryFn: () => fetchRelease(kind, releaseId ?? 0),
    enabled: releaseId !== null,
  });
  const record = release.data;
  const counts = useTierCounts(kind, record);
  const reload = useRefusedReload({
    itemKey: releaseId,
    item: record,
    snapshot: (shown) => snapshotOf(releaseFields(shown), '状态'),
    reload: () => release.refetch(),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: releaseKeys.releases(kind) });
    onReviewed();
  };
  const reviewed = () => {
    onClose();
    refresh();
  };
  const refused = (error: unknown) => {
    reload.refused(error);
    refresh();
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>关闭</Button>
      {!readOnly && record?.state === RELEASE_STATES.waiting && !reload.unavailable && (
        <ReviewActions kind={kind} release={record} onReviewed={reviewed} onRefused={refused} />
      )}
    </Space>
  );

  return (
    <Modal
      open={releaseId !== null}
      title={`查看${kind.releaseName}`}
      width={960}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {!record ? (
        <Spin />
      ) : (
        <>
          <Button type="link" style={{ paddingInline: 0, marginBottom: 8 }} onClick={() => setShowBonus(true)}>
            加分明细（{record.enterprises.length} 家企业）
          </Button>
          <DetailView
            notice={reload.notice}
            steps={stepBar(kind.workflow, record.state)}
            fields={releaseFields(record)}
            attachments={record.enterpriseAnnexes}
            history={record.history}
          />
          <BonusDetailDialog
            open={showBonus}
            kind={kind}
            counts={counts}
            enterprises={record.enterprises}
            onClose={() => setShowBonus(false)}
          />
        </>
      )}
    </Modal>
  );
}
