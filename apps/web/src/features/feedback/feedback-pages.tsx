import { PlusOutlined } from '@ant-design/icons';
import { FEEDBACK_STATES, feedbackDeskListSpec, ownFeedbackListSpec, type Desk } from '@credit/rules';
import { App, Button, Drawer, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { deleteFeedback, fetchFeedbackPage, type FeedbackRow } from './feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackViewDialog } from './feedback-view-dialog.tsx';

const EDITABLE: number[] = [FEEDBACK_STATES.draft, FEEDBACK_STATES.returned];

/** biddingAgency: the agency's project feedback, new, edit a draft or a returned one, delete a draft. */
export function BiddingAgencyPage() {
  const { message } = App.useApp();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ListPage<FeedbackRow>
        title="招标代理业绩反馈"
        rowKey="id"
        spec={ownFeedbackListSpec}
        actions={{
          width: 160,
          render: (row) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
                查看
              </Button>
              {EDITABLE.includes(row.processStatus) && (
                <Button type="link" size="small" onClick={() => setEditing({ id: row.id })}>
                  修改
                </Button>
              )}
              {row.processStatus === FEEDBACK_STATES.draft && (
                <Popconfirm
                  title="确定删除该草稿吗？"
                  okText="确定"
                  cancelText="取消"
                  onConfirm={async () => {
                    // Sent for the revision the row shows; refused (it changed meanwhile), the list reads it again.
                    try {
                      const answer = await deleteFeedback(row);
                      void message.success(answer.message);
                    } finally {
                      reloadList.current();
                    }
                  }}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        }}
        fetchPage={(query) => fetchFeedbackPage('/api/biddingfeedback/mine', query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增反馈
            </Button>
          );
        }}
        exportConfig={{ url: '/api/biddingfeedback/mine', fileTitle: '招标代理业绩反馈' }}
      />
      <FeedbackViewDialog feedbackId={viewingId} onClose={() => setViewingId(null)} />
      <Drawer
        open={editing !== null}
        title={editing?.id ? '修改业绩反馈' : '新增业绩反馈'}
        size="min(820px, 100vw)"
        onClose={() => setEditing(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {editing && (
          <FeedbackForm
            feedbackId={editing.id}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reloadList.current();
            }}
          />
        )}
      </Drawer>
    </>
  );
}

/** biddingAgency_a: the 初审 desk of feedback. */
export function FeedbackDeskPage({ desk }: { desk: Desk }) {
  return (
    <ReviewDeskList<FeedbackRow>
      title={desk.title}
      url="/api/biddingfeedback/desk"
      waiting={desk.waiting}
      list={{ spec: feedbackDeskListSpec }}
      fetchPage={fetchFeedbackPage}
      exportTitle="招标代理业绩反馈"
      viewer={(id, onClose, onDecided) => (
        <FeedbackViewDialog feedbackId={id} reviewing onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
