import {
  CREDIT_AUTHOR_DESKS,
  creditRecordListSpec,
  deskIn,
  recalledRecordListSpec,
  type CreditAuthorDesk,
  type Desk,
} from '@credit/rules';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { AuthorActions } from './author-actions.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordCells } from './record-columns.tsx';
import { RecordForm } from './record-form.tsx';
import { RecordViewDialog } from './record-view-dialog.tsx';

export const authorDeskOf = (key: CreditAuthorDesk['key']) => {
  const desk = CREDIT_AUTHOR_DESKS.find((candidate) => candidate.key === key);
  if (!desk) throw new Error(`unknown desk ${key}`);
  return desk;
};

/** The author desk a record was written at. */
const writtenAt = (row: Pick<CreditRecordRow, 'origin' | 'creditType'>) =>
  CREDIT_AUTHOR_DESKS.find(
    (desk) => desk.origin === row.origin && (desk.creditType === undefined || desk.creditType === row.creditType),
  );

/** The form in a drawer: a new record at a desk, or a correction of a record. */
type Editing = { desk: CreditAuthorDesk; id?: number } | null;

interface AuthorListProps {
  title: string;
  url: string;
  /** The desk whose 新增 the list offers; none for a list of records from several desks. */
  newAt?: CreditAuthorDesk;
  withReason?: boolean;
}

/** An author's records: new (at its desk), edit or correct, withdraw, delete, view. */
function AuthorList({ title, url, newAt, withReason }: AuthorListProps) {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const reloadList = useRef<() => void>(() => undefined);

  return (
    <>
      <ListPage<CreditRecordRow>
        title={title}
        rowKey="id"
        spec={withReason ? recalledRecordListSpec : creditRecordListSpec}
        renderers={recordCells}
        actions={{
          width: 180,
          render: (row) => (
            <AuthorActions
              row={row}
              onView={() => setViewingId(row.id)}
              onEdit={() => {
                const desk = writtenAt(row);
                if (desk) setEditing({ desk, id: row.id });
              }}
              onChanged={() => reloadList.current()}
            />
          ),
        }}
        fetchPage={(query) => fetchRecordPage(url, query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            newAt && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ desk: newAt })}>
                新增
              </Button>
            )
          );
        }}
        exportConfig={{ url, fileTitle: title }}
      />
      <RecordViewDialog recordId={viewingId} onClose={() => setViewingId(null)} />
      <Drawer
        open={editing !== null}
        title={editing?.id ? '修改信用记录' : `新增${editing?.desk.title ?? ''}`}
        size="min(820px, 100vw)"
        onClose={() => setEditing(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {editing && (
          <RecordForm
            desk={editing.desk}
            recordId={editing.id}
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

/**
 * An author desk's own records (creditDeclare, gardencreditDeclare, departmentRegister,
 * creditDeclarepublish), drafts included.
 */
export function AuthorPage({ desk: shown }: { desk: Desk }) {
  const desk = deskIn(CREDIT_AUTHOR_DESKS, shown);
  return <AuthorList title={desk.title} url={`/api/creditregister/author/${desk.key}`} newAt={desk} />;
}

/** performanceRecall: the author's records returned by a desk or withdrawn, with the reason, to correct and resubmit. */
export const PerformanceRecallPage = () => (
  <AuthorList title="退回与撤回记录" url="/api/creditregister/recall" withReason />
);
