import type { StepBar } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin } from 'antd';
import type { DetailAttachment } from '@/components/detail-view/attachment-thumbnails.tsx';
import { DetailView, type DetailField } from '@/components/detail-view/detail-view.tsx';
import type { HistoryEntry } from '@/components/detail-view/history-timeline.tsx';
import { ReviewDecision, type Decision, type ReviewDecisionProps } from '@/components/review-decision.tsx';
import { snapshotOf } from '@/components/revision/item-changes.ts';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import { useRecordsChanged } from './use-matters.ts';
import { creditKeys } from './credit-keys.ts';

/** What every reviewed item's view shows beyond its own fields. */
export interface ReviewedItem {
  id: number;
  /** The item's revision (its ETag): a decision is sent for the revision shown. */
  revision?: number;
  processStatus: number;
  steps: StepBar;
  history: HistoryEntry[];
  /** What approving it does, from the server's workflow table. */
  approveConfirm: string | null;
}

type DecisionTexts = Omit<ReviewDecisionProps, 'decide' | 'onDecided' | 'onRefused' | 'approveConfirm'>;

export interface ReviewedItemDialogProps<T extends ReviewedItem> {
  title: string;
  /** The item's kind in its cache key under the records' ('appeal', 'request', …), so a decision refreshes every list. */
  cacheKey: string;
  itemId: number | null;
  fetchItem: (id: number) => Promise<T>;
  /** The item's fields; the one labelled 处理状态 is its state. */
  fields: (item: T) => DetailField[];
  attachments: (item: T) => DetailAttachment[];
  /** The viewer's desk decision, offered while the item waits at that desk. */
  decision?: DecisionTexts & {
    offered: (item: T) => boolean;
    /** Sends the decision for the item as shown (its id and revision). */
    decide: (item: T, decision: Decision) => Promise<{ message?: string }>;
  };
  onClose: () => void;
  onDecided?: () => void;
}

/** A reviewed item's view (screen 12): step bar, fields, attachments, history, and the desk's decision. */
export function ReviewedItemDialog<T extends ReviewedItem>({
  title,
  cacheKey,
  itemId,
  fetchItem,
  fields,
  attachments,
  decision,
  onClose,
  onDecided,
}: ReviewedItemDialogProps<T>) {
  const changed = useRecordsChanged();
  const query = useQuery({
    queryKey: creditKeys.item(cacheKey, itemId),
    queryFn: () => fetchItem(itemId ?? 0),
    enabled: itemId !== null,
  });
  const data = query.data;
  const reload = useRefusedReload({
    itemKey: itemId,
    item: data,
    snapshot: (item) => snapshotOf(fields(item)),
    reload: () => query.refetch(),
  });
  const decisionOn = (item: T) => {
    if (reload.unavailable || !decision?.offered(item)) return null;
    const { offered: _offered, decide, ...texts } = decision;
    return (
      <ReviewDecision
        {...texts}
        approveConfirm={item.approveConfirm ?? ''}
        decide={(chosen) => decide(item, chosen)}
        onDecided={() => {
          changed();
          onClose();
          onDecided?.();
        }}
        onRefused={(error) => {
          changed();
          reload.refused(error);
        }}
      />
    );
  };
  const footer = (
    <Space wrap>
      <Button onClick={onClose}>关闭</Button>
      {data && decisionOn(data)}
    </Space>
  );
  return (
    <Modal open={itemId !== null} title={title} width={960} footer={footer} onCancel={onClose} destroyOnHidden>
      {data ? (
        <DetailView
          notice={reload.notice}
          steps={data.steps}
          fields={fields(data)}
          attachments={attachments(data)}
          history={data.history}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
