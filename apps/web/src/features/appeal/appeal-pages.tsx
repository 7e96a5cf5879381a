import { PlusOutlined } from '@ant-design/icons';
import { ownAppealListSpec } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { viewAction } from '@/components/list-page/spec-columns.tsx';
import { fetchAppealPage, type AppealRow } from './appeal-api.ts';
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
        spec={ownAppealListSpec}
        actions={viewAction((row) => setViewingId(row.id))}
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
