import { PlusOutlined } from '@ant-design/icons';
import { FEEDBACK_STATES, type Desk } from '@credit/rules';
import { App, Button, Drawer, Popconfirm, Space } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterField, ListColumn } from '@/components/list-page/types.ts';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { deleteFeedback, fetchFeedbackPage, type FeedbackRow } from './feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackViewDialog } from './feedback-view-dialog.tsx';

const columns = (operations: (row: FeedbackRow) => ReactNode): ListColumn<FeedbackRow>[] => [
  { title: '代理项目名称', dataIndex: 'agentProjectName', ellipsis: true, width: 240 },
  { title: '代理机构', dataIndex: 'agentCompanyName', ellipsis: true, width: 200 },
  { title: '委托单位', dataIndex: 'entrustUnit', ellipsis: true, width: 200 },
  { title: '代理服务费（万元）', dataIndex: 'agentServiceFee', width: 140 },
  { title: '项目类型', dataIndex: 'agentProjectTypeDescription', key: 'agentProjectType', width: 120 },
  { title: '代理开始日期', dataIndex: 'agentStartDate', width: 120 },
  { title: '代理结束日期', dataIndex: 'agentEndDate', width: 120 },
  { title: '处理状态', dataIndex: 'processStatusDescription', key: 'processStatus', width: 100, status: true },
  { title: '操作', key: 'operation', fixed: 'right', width: 160, render: (_: unknown, row) => operations(row) },
];

const filters: FilterField[] = [{ name: 'agentProjectName', label: '代理项目名称', type: 'text', maxLength: 100 }];
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
        columns={columns((row) => (
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
        ))}
        filters={filters}
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
      list={{ columns, filters: [{ name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 }, ...filters] }}
      fetchPage={fetchFeedbackPage}
      exportTitle="招标代理业绩反馈"
      viewer={(id, onClose, onDecided) => (
        <FeedbackViewDialog feedbackId={id} reviewing onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
