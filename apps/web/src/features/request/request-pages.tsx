import { PlusOutlined } from '@ant-design/icons';
import { RECORD_REQUEST_KINDS, type RecordRequestKind } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterField } from '@/components/list-page/types.ts';
import { ReviewDeskList } from '@/features/credit/review-desk-list.tsx';
import { fetchRequestPage, type RequestRow } from './request-api.ts';
import { requestColumns } from './request-columns.tsx';
import { RequestDialog } from './request-dialog.tsx';
import { RequestViewDialog } from './request-view-dialog.tsx';

/** creditRevokeEnterprise, badCreditRepeal: the enterprise's requests of a kind and a new one. */
function OwnRequestsPage({ kind }: { kind: RecordRequestKind }) {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const reloadList = useRef<() => void>(() => undefined);
  const url = `/api/creditrequest/${kind.key}/mine`;
  return (
    <>
      <ListPage<RequestRow>
        title={kind.title}
        rowKey="id"
        columns={requestColumns(kind)((row) => (
          <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
            查看
          </Button>
        ))}
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

const filters: FilterField[] = [{ name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 }];

/** A desk of revocations or repairs: its to-do (oldest first, overdue marked) and done. */
export function RequestDeskPage({ kind, deskKey }: { kind: RecordRequestKind; deskKey: string }) {
  const desk = kind.desks.find((candidate) => candidate.key === deskKey);
  if (!desk) throw new Error(`unknown desk ${kind.key}/${deskKey}`);
  return (
    <ReviewDeskList<RequestRow>
      title={desk.title}
      url={`/api/creditrequest/${kind.key}/desk/${desk.key}`}
      waiting={desk.waiting}
      columns={requestColumns(kind)}
      filters={filters}
      fetchPage={fetchRequestPage}
      exportTitle={desk.title}
      viewer={(id, onClose, onDecided) => (
        <RequestViewDialog kind={kind} requestId={id} waiting={desk.waiting} onClose={onClose} onDecided={onDecided} />
      )}
    />
  );
}

const { revoke, repair } = RECORD_REQUEST_KINDS;
export const CreditRevokeEnterprisePage = () => <OwnRequestsPage kind={revoke} />;
export const BadCreditRepealPage = () => <OwnRequestsPage kind={repair} />;
export const CreditRevokeAuditPage = () => <RequestDeskPage kind={revoke} deskKey="review" />;
export const DepartmetBadCreditRepealPage = () => <RequestDeskPage kind={repair} deskKey="firstReview" />;
export const DepartmetBadCreditCheckPage = () => <RequestDeskPage kind={repair} deskKey="review" />;
