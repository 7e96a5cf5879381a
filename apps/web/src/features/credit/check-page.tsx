import type { CreditReviewDeskKey } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyNote } from '@/components/empty-note.tsx';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import { fetchRecord, fetchRecordPage } from './credit-api.ts';
import { DeskDecision } from './desk-decision.tsx';
import { deskOf } from './desk-page.tsx';
import { RecordDetail, recordSnapshot } from './record-detail.tsx';
import { usePdfRoute } from './use-pdf-route.ts';
import { creditKeys } from './credit-keys.ts';

/**
 * gardenCheck, departmentCheck: one record's check view (screen 12) with the desk's decision.
 * Opened with `?id=` it shows that record; without, the oldest record waiting at the desk, and
 * after each decision the next one, so a clerk works through the queue.
 */
export function CheckPage({ deskKey, route }: { deskKey: CreditReviewDeskKey; route: string }) {
  const desk = deskOf(deskKey);
  const navigate = useNavigate();
  const pdfRoute = usePdfRoute();
  const [params] = useSearchParams();
  const chosen = Number(params.get('id')) || undefined;
  const next = useQuery({
    queryKey: creditKeys.next(desk.key),
    queryFn: async () =>
      (await fetchRecordPage(`/api/creditregister/desk/${desk.key}`, { pageIndex: 1, pageSize: 1 })).pageData[0]?.id ??
      null,
    enabled: chosen === undefined,
  });
  const id = chosen ?? next.data ?? undefined;
  const record = useQuery({
    queryKey: creditKeys.record(id),
    queryFn: () => fetchRecord(id ?? 0),
    enabled: id !== undefined,
  });
  const reload = useRefusedReload({
    itemKey: id,
    item: record.data,
    snapshot: recordSnapshot,
    reload: () => record.refetch(),
  });
  const toList = (
    <Link to={`/${desk.route}`}>
      <Button>返回{desk.title}列表</Button>
    </Link>
  );

  if (chosen === undefined && next.isSuccess && next.data === null)
    return (
      <Card title={`${desk.title}·逐条审核`} extra={toList}>
        <EmptyNote text="暂无待审核的信用记录" />
      </Card>
    );
  if (!record.data) return <Spin />;
  const waiting = desk.waiting.includes(record.data.processStatus);
  return (
    <Card
      title={`${desk.title}·${record.data.registerNumber}`}
      extra={
        <Space wrap>
          {toList}
          {waiting && !reload.unavailable && (
            <DeskDecision
              record={record.data}
              approveConfirm={record.data.approveConfirm ?? ''}
              onDecided={() => void navigate(`/${route}`, { replace: true })}
              onRefused={reload.refused}
            />
          )}
        </Space>
      }
    >
      <RecordDetail record={record.data} pdfRoute={pdfRoute} notice={reload.notice} />
    </Card>
  );
}
