import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { RECORD_REQUEST_KINDS } from '@credit/rules';
import { DeskPage } from '@/features/credit/desk-page.tsx';
import { RequestDeskPage } from '@/features/request/request-pages.tsx';
import { fetchAppealPage, type AppealRow } from './appeal-api.ts';
import { appealColumns } from './appeal-columns.tsx';
import { AppealDeskPage } from './appeal-desk-page.tsx';
import { AppealDialog } from './appeal-dialog.tsx';
import { AppealViewDialog } from './appeal-view-dialog.tsx';

/** badCreditAppeal: the enterprise's appeals and 发起申诉 against one of its bad records. */
export function BadCreditAppealPage() {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [appealing, setAppealing] = useState(false);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ListPage<AppealRow>
        title="不良信用申诉"
        rowKey="id"
        columns={appealColumns((row) => (
          <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
            查看
          </Button>
        ))}
        fetchPage={(query) => fetchAppealPage('/api/creditappeal/mine', query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAppealing(true)}>
              发起申诉
            </Button>
          );
        }}
        exportConfig={{ url: '/api/creditappeal/mine', fileTitle: '申诉记录' }}
      />
      <AppealViewDialog appealId={viewingId} onClose={() => setViewingId(null)} />
      <AppealDialog open={appealing} onClose={() => setAppealing(false)} onDone={() => reloadList.current()} />
    </>
  );
}

export const BadCreditAppealAcceptPage = () => <AppealDeskPage deskKey="accept" />;
export const BadCreditToGardenDeptReviewPage = () => <AppealDeskPage deskKey="parkReview" />;
export const BadCreditAppealCheckPage = () => <AppealDeskPage deskKey="firstReview" />;
export const BadCreditToDeptReviewPage = () => <AppealDeskPage deskKey="deptReview" />;

/** departmentLeader: the leader's 终审 of records, appeals and repairs. */
export function DepartmentLeaderPage() {
  return (
    <Tabs
      items={[
        { key: 'records', label: '信用记录终审', children: <DeskPage deskKey="deptLeader" /> },
        { key: 'appeals', label: '申诉终审', children: <AppealDeskPage deskKey="leader" /> },
        {
          key: 'repairs',
          label: '信用修复终审',
          children: <RequestDeskPage kind={RECORD_REQUEST_KINDS.repair} deskKey="leader" />,
        },
      ]}
    />
  );
}
