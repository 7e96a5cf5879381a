import { CREDIT_AUTHOR_DESKS, type CreditAuthorDesk } from '@credit/rules';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { AuthorActions } from './author-actions.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordColumns } from './record-columns.tsx';
import { RecordForm } from './record-form.tsx';
import { recordFilters } from './record-state-enum.ts';
import { RecordViewDialog } from './record-view-dialog.tsx';

export const authorDeskOf = (key: CreditAuthorDesk['key']) => {
  const desk = CREDIT_AUTHOR_DESKS.find((candidate) => candidate.key === key);
  if (!desk) throw new Error(`unknown desk ${key}`);
  return desk;
};

/** The form in a drawer: a new record (id 0) or a correction. */
type Editing = { id?: number } | null;

/**
 * An author desk's own records (creditDeclare, gardencreditDeclare, departmentRegister,
 * creditDeclarepublish), drafts included: new, edit or correct, withdraw, delete, view.
 */
export function AuthorPage({ deskKey }: { deskKey: CreditAuthorDesk['key'] }) {
  const desk = authorDeskOf(deskKey);
  const url = `/api/creditregister/author/${desk.key}`;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const reloadList = useRef<() => void>(() => undefined);

  return (
    <>
      <ListPage<CreditRecordRow>
        title={desk.title}
        rowKey="id"
        columns={recordColumns((row) => (
          <AuthorActions
            row={row}
            onView={() => setViewingId(row.id)}
            onEdit={() => setEditing({ id: row.id })}
            onChanged={() => reloadList.current()}
          />
        ))}
        filters={recordFilters}
        fetchPage={(query) => fetchRecordPage(url, query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          );
        }}
        exportConfig={{ url, fileTitle: desk.title }}
      />
      <RecordViewDialog recordId={viewingId} onClose={() => setViewingId(null)} />
      <Drawer
        open={editing !== null}
        title={editing?.id ? '修改信用记录' : `新增${desk.title}`}
        size="min(820px, 100vw)"
        onClose={() => setEditing(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {editing && (
          <RecordForm
            desk={desk}
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
