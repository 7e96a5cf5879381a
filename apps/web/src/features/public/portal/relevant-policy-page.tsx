import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { PlainColumn } from '@/components/plain/plain-table.tsx';
import { PublicList } from './public-list.tsx';
import { publicity, type PublicPolicy } from './publicity-api.ts';

// pdf.js is fetched only when a visitor opens a document, never with the portal's first load.
const PublicPdfView = lazy(() => import('./public-pdf-view.tsx').then((m) => ({ default: m.PublicPdfView })));

const FILTERS = [{ key: 'title', label: '文件标题', maxLength: 100 }] as const;

/** The document being read, by its id in the URL (a refresh keeps it open). */
function useViewed() {
  const [search, setSearch] = useSearchParams();
  const viewed = search.get('view') ?? '';
  const open = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('view', String(id));
    setSearch(next);
  };
  return { viewed, open };
}

/** relevantPolicy: the published policy documents, each PDF read in the page. */
export function RelevantPolicyPage() {
  const { viewed, open } = useViewed();
  const columns: PlainColumn<PublicPolicy>[] = [
    { key: 'title', title: '文件标题', render: (row) => row.title },
    { key: 'issuer', title: '发文单位', render: (row) => row.issuer },
    { key: 'date', title: '发文日期', render: (row) => row.issueDate },
    {
      key: 'view',
      title: '操作',
      render: (row) => (
        <button type="button" className="plain-button" aria-label={`查看${row.title}`} onClick={() => open(row.id)}>
          查看
        </button>
      ),
    },
  ];
  return (
    <>
      <PublicList
        caption="政策文件"
        filters={FILTERS}
        columns={columns}
        fetch={publicity.policies}
        rowKey={(row) => row.id}
      />
      {viewed && (
        <Suspense fallback={<p className="portal-note">文件加载中…</p>}>
          <PublicPdfView href={`/api/publicity/policies/${viewed}/file`} title="政策文件" />
        </Suspense>
      )}
    </>
  );
}
