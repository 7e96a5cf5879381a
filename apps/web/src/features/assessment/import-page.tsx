import { passRateListSpec, practiceAbilityListSpec, PUBLISHABLE } from '@credit/rules';
import { Button } from 'antd';
import { useState } from 'react';
import { DownloadTemplateButton, ImportButton } from '@/components/import-button.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListQuery } from '@/components/list-page/types.ts';
import { fetchImportRows, type ImportRow } from './assessment-api.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { DeleteRowsButton } from './delete-rows-button.tsx';
import { DraftsButton } from './drafts-button.tsx';
import { ExamDetailDialog } from './exam-detail-dialog.tsx';
import { PublishButton } from './publish-button.tsx';

const publishable = (query: ListQuery) => query.canPublish === PUBLISHABLE;
const bonus = (value: unknown) => (typeof value === 'number' ? `+${value}` : '');

/** Import and publish (spec §2 screens 5 and 6): template, import, export; delete and publish only among publishable rows. */
export function ImportPage({ kind }: { kind: AssessmentKind }) {
  const [examRowId, setExamRowId] = useState<number | null>(null);
  return (
    <>
      <ListPage<ImportRow>
        title={kind.importTitle}
        rowKey="id"
        {...(kind.key === 'practiceAbility'
          ? {
              spec: practiceAbilityListSpec,
              renderers: { scoreValue: bonus },
              actions: {
                render: (row: ImportRow) => (
                  <Button type="link" size="small" onClick={() => setExamRowId(row.id)}>
                    考生成绩明细
                  </Button>
                ),
              },
            }
          : { spec: passRateListSpec })}
        fetchPage={(query) => fetchImportRows(kind, query)}
        selectable={publishable}
        toolbar={({ query, selectedKeys, selectedRows, reload }) => (
          <>
            <DownloadTemplateButton url={kind.templateUrl} />
            <ImportButton url={kind.importUrl} onDone={reload} />
            {publishable(query) && (
              <DeleteRowsButton kind={kind} selectedIds={selectedKeys.map(Number)} onDeleted={reload} />
            )}
            <PublishButton
              kind={kind}
              query={query}
              disabled={!publishable(query)}
              selectedRows={selectedRows}
              onPublished={reload}
            />
            {kind.allowsDraft && <DraftsButton kind={kind} onChanged={reload} />}
          </>
        )}
        exportConfig={{
          url: kind.importPage.url,
          method: kind.importPage.method,
          fileTitle: kind.importExportTitle,
        }}
      />
      {kind.key === 'practiceAbility' && <ExamDetailDialog rowId={examRowId} onClose={() => setExamRowId(null)} />}
    </>
  );
}
