import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Typography } from 'antd';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { FieldTable } from '@/components/field-table.tsx';
import { fetchQualificationPreview, qualificationKeys, type WarningRow } from './qualification-api.ts';
import { StaffTable } from './staff-table.tsx';
import { WarningStatus } from './warning-status.tsx';

/** GetQualificationPreview: the enterprise's latest evaluation, every month evaluated and the staff behind the count. */
export function WarningPreviewDialog({ row, onClose }: { row: WarningRow | null; onClose: () => void }) {
  const preview = useQuery({
    queryKey: qualificationKeys.preview(row?.Id),
    queryFn: () => fetchQualificationPreview(row?.Id ?? 0),
    enabled: row !== null,
  });
  const data = preview.data;
  const current = data?.qualification.current;
  return (
    <DialogWrapper
      open={row !== null}
      title={`资质预警详情：${row?.EnterpriseName ?? ''}`}
      width={960}
      onCancel={onClose}
    >
      {preview.isError && <Alert type="error" showIcon message="加载失败，请稍后重试" />}
      {!data && !preview.isError && <Spin />}
      {data && (
        <>
          <FieldTable
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'name', label: '企业名称', children: data.qualification.EnterpriseName },
              { key: 'city', label: '城市', children: data.qualification.Address },
              { key: 'rank', label: '资质等级', children: data.qualification.TitleRank },
              { key: 'month', label: '最近评估月份', children: current?.month ?? '暂无' },
              { key: 'actual', label: '注册造价工程师实有人数', children: current?.actualCount ?? '—' },
              { key: 'required', label: '要求人数', children: current?.requiredCount ?? '—' },
              { key: 'since', label: '预警开始日期', children: current?.warningStartDate || '—' },
              {
                key: 'status',
                label: '状态',
                children: current ? <WarningStatus short={current.short} deducted={current.deducted} /> : '—',
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            逐月评估记录
          </Typography.Title>
          <Table
            size="small"
            rowKey="month"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={data.qualificationHistory}
            locale={{ emptyText: '暂无数据' }}
            columns={[
              { title: '月份', dataIndex: 'month', width: 100 },
              { title: '实有人数', dataIndex: 'actualCount', width: 100, align: 'right' },
              { title: '要求人数', dataIndex: 'requiredCount', width: 100, align: 'right' },
              { title: '连续不足月数', dataIndex: 'shortMonths', width: 120, align: 'right' },
              { title: '预警开始日期', dataIndex: 'warningStartDate', width: 130 },
              {
                title: '状态',
                key: 'status',
                render: (_: unknown, month) => <WarningStatus short={month.short} deducted={month.deducted} />,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            在职人员
          </Typography.Title>
          {row && <StaffTable enterpriseId={row.Id} />}
        </>
      )}
    </DialogWrapper>
  );
}
