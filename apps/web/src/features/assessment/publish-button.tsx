import { Button } from 'antd';
import { useState } from 'react';
import { useBusyAction } from '@/components/use-busy-action.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import { fetchImportRows, type ImportRow } from './assessment-api.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { PublishDialog } from './publish-dialog.tsx';

/** The spec's publish preselection reads every publishable row as one page (§7). */
const ALL_PUBLISHABLE_PAGE_SIZE = 9999;

interface PublishButtonProps {
  kind: AssessmentKind;
  /** The list's query; publishing reads it only while it asks for publishable rows. */
  query: ListQuery;
  /** Enabled only while the list shows publishable rows (spec §2 screen 6). */
  disabled: boolean;
  selectedRows: ImportRow[];
  onPublished: () => void;
}

/** 发布信用分: the selected rows, or with none selected every publishable row the filters match. */
export function PublishButton({ kind, query, disabled, selectedRows, onPublished }: PublishButtonProps) {
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [busy, run] = useBusyAction();

  const open = async () => {
    if (selectedRows.length > 0) {
      setRows(selectedRows);
      return;
    }
    const page = await fetchImportRows(kind, { ...query, pageIndex: 1, pageSize: ALL_PUBLISHABLE_PAGE_SIZE });
    setRows(page.pageData);
  };

  return (
    <>
      <Button type="primary" disabled={disabled} loading={busy} onClick={() => void run(open)}>
        发布信用分
      </Button>
      <PublishDialog kind={kind} rows={rows} onClose={() => setRows(null)} onPublished={onPublished} />
    </>
  );
}
