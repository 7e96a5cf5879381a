import { PlusOutlined } from '@ant-design/icons';
import { deskIn, ownRequestListSpec, requestDeskListSpec, requestKindOf, type Desk } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { viewAction } from '@/components/list-page/spec-columns.tsx';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { fetchRequestPage, type RequestRow } from './request-api.ts';
import { requestCells } from './request-columns.tsx';
import { RequestDialog } from './request-dialog.tsx';
import { RequestViewDialog } from './request-view-dialog.tsx';

/** creditRevokeEnterprise, badCreditRepeal: the enterprise's requests of a kind and a new one. */
export function OwnRequestsPage({ desk }: { desk: Desk }) {
  const kind = requestKindOf(desk.flow);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const reloadList = useRef<() => void>(() => undefined);
  const url = `/api/creditrequest/${kind.key}/mine`;
  return (
    <>
      <ListPage<RequestRow>
        title={kind.title}
        rowKey="id"
        spec={ownRequestListSpec(kind)}
        renderers={requestCells}
        actions={viewAction((row) => setViewingId(row.id))}
        fetchPage={(query) => fetchRequestPage(url, query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
              申请{kind.title}
            </Button>
          );
        }}
        exportConfig={{ url, fileTitle: `${kind.title}申请` }}
      />
      <RequestViewDialog kind={kind} requestId={viewingId} onClose={() => setViewingId(null)} />
      <RequestDialog
        kind={kind}
        open={applying}
        onClose={() => setApplying(false)}
        onDone={() => reloadList.current()}
      />
    </>
  );
}

/** A desk of revocations or repairs: its to-do (oldest first, overdue marked) and done. */
export function RequestDeskPage({ desk: shown }: { desk: Desk }) {
  const kind = requestKindOf(shown.flow);
  const desk = deskIn(kind.desks, shown);
  return (
    <ReviewDeskList<RequestRow>
      title={desk.title}
      url={`/api/creditrequest/${kind.key}/desk/${desk.key}`}
      waiting={desk.waiting}
      list={{ spec: requestDeskListSpec(kind), renderers: requestCells }}
      fetchPage={fetchRequestPage}
      exportTitle={desk.title}
      viewer={(id, onClose, onDecided) => (
        <RequestViewDialog kind={kind} requestId={id} waiting={desk.waiting} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}
