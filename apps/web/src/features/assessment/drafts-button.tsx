import { MSG } from '@credit/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { EmptyNote } from '@/components/empty-note.tsx';
import { useBusyAction } from '@/components/use-busy-action.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { deleteDraft, fetchDrafts, releaseKeys, submitDraft, type ReleaseRow } from './release-api.ts';

const PAGE_SIZE = 10;

interface DraftsButtonProps {
  kind: AssessmentKind;
  /** Submitting a draft changes which rows are publishable: the list reloads. */
  onChanged: () => void;
}

/** 草稿箱: the applications saved with 保存草稿, each to submit for review or delete. */
export function DraftsButton({ kind, onChanged }: DraftsButtonProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const [busy, run] = useBusyAction();
  const drafts = useQuery({
    queryKey: releaseKeys.drafts(kind, pageIndex),
    queryFn: () => fetchDrafts(kind, pageIndex, PAGE_SIZE),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  // Sent for the revision the row shows; refused (the draft changed meanwhile), the list reads it again.
  const act = (action: () => Promise<{ message: string }>, fallback: string) =>
    run(async () => {
      try {
        const answer = await action();
        void message.success(answer.message || fallback);
      } finally {
        await drafts.refetch();
        onChanged();
      }
    });

  const columns: TableColumnsType<ReleaseRow> = [
    { title: '保存时间', dataIndex: 'createTime', width: 170 },
    { title: '行为认定单位', dataIndex: 'identificationUnit' },
    { title: '行为认定日期', dataIndex: 'actDeterminationDate', width: 120 },
    { title: '申请人', dataIndex: 'contactPerson', width: 100 },
    { title: '行为内容描述', dataIndex: 'behaviorDescription', ellipsis: true },
    {
      title: '操作',
      key: 'operation',
      width: 130,
      render: (_: unknown, draft: ReleaseRow) => (
        <Space size={0}>
          <Popconfirm
            title="确定提交该申请进行审核吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() => act(() => submitDraft(kind, draft), MSG.submittedForReview)}
          >
            <Button type="link" size="small" disabled={busy}>
              提交
            </Button>
          </Popconfirm>
          <Popconfirm
            title="确定删除该草稿吗？"
            okText="确定"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => act(() => deleteDraft(kind, draft), MSG.deletedBang)}
          >
            <Button type="link" size="small" danger disabled={busy}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button onClick={() => setOpen(true)}>草稿箱</Button>
      <Modal
        open={open}
        title={`${kind.releaseName}草稿箱`}
        width={960}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Table<ReleaseRow>
          rowKey="id"
          size="small"
          loading={drafts.isFetching}
          columns={columns}
          dataSource={drafts.data?.pageData ?? []}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: drafts.data?.totalCount ?? 0,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageIndex,
          }}
          locale={{ emptyText: <EmptyNote text={MSG.noData} /> }}
        />
      </Modal>
    </>
  );
}
