import { releaseReviewListSpec } from '@credit/rules';
import { useRef } from 'react';
import { DeskStatisticsButton } from '@/components/desk-list/desk-statistics-button.tsx';
import { useViewedItem } from '@/components/desk-list/use-viewed-item.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { viewAction } from '@/components/list-page/spec-columns.tsx';
import type { AssessmentKind } from './assessment-kind.ts';
import { fetchReleases, type ReleaseRow } from './release-api.ts';
import { ReleaseViewDialog } from './release-view-dialog.tsx';

/** Release review (spec §2 screens 4 and 7): filter by application date and state, view, approve or refuse. */
export function ReviewPage({ kind }: { kind: AssessmentKind }) {
  const [viewingId, setViewingId] = useViewedItem();
  const reloadList = useRef<() => void>(() => undefined);

  return (
    <>
      <ListPage<ReleaseRow>
        title={kind.reviewTitle}
        rowKey="id"
        spec={releaseReviewListSpec}
        actions={viewAction((row) => setViewingId(row.id))}
        fetchPage={(query) => fetchReleases(kind, query)}
        maxHeight={630}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return <DeskStatisticsButton />;
        }}
        exportConfig={{ url: kind.releasePageUrl, fileTitle: kind.reviewExportTitle }}
      />
      <ReleaseViewDialog
        kind={kind}
        releaseId={viewingId}
        onClose={() => setViewingId(null)}
        onReviewed={() => reloadList.current()}
      />
    </>
  );
}
