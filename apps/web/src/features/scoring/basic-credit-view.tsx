import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CreditReportDialog } from '@/components/credit-report/credit-report-dialog.tsx';
import { FieldTable } from '@/components/field-table.tsx';
import { ScoreExplanationTable } from './score-explanation.tsx';
import { fetchBasicCredit, scoringKeys, type BasicCredit } from './scoring-api.ts';

type LatestRecord = BasicCredit['latestRecords'][number];

/**
 * basicCredit: an enterprise's basic credit information — identity, score and level explained,
 * good and bad records in force, its latest published records (each with its credit report).
 */
export function BasicCreditView({ enterpriseId }: { enterpriseId?: number }) {
  const [reporting, setReporting] = useState<number | null>(null);
  const basic = useQuery({
    queryKey: scoringKeys.basicCredit(enterpriseId),
    queryFn: () => fetchBasicCredit(enterpriseId),
  });
  if (basic.isError) return <Alert type="error" showIcon message="基础信用信息加载失败，请稍后重试" />;
  if (!basic.data) return <Spin />;
  const { enterprise, explanation, goodInForce, badInForce, latestRecords } = basic.data;
  return (
    <Flex vertical gap={24}>
      <FieldTable
        size="small"
        column={{ xs: 1, sm: 2 }}
        title="企业基本信息"
        items={[
          { label: '企业名称', children: enterprise.enterpriseName },
          { label: '统一社会信用代码', children: enterprise.socialCreditCode },
          { label: '资质等级', children: enterprise.qualificationLevelDescription },
          { label: '所在地区', children: enterprise.placeName },
          { label: '办公地址', children: enterprise.officeAddress, span: 2 },
        ]}
      />
      <Flex wrap gap={48}>
        <Statistic title="动态信用分" value={explanation.score} />
        <Statistic title="综合信用等级" value={explanation.level} />
        <Statistic title="有效良好记录" value={goodInForce} suffix="条" />
        <Statistic title="有效不良记录" value={badInForce} suffix="条" />
      </Flex>
      <section aria-label="信用分构成">
        <Typography.Title level={5}>信用分构成</Typography.Title>
        <ScoreExplanationTable data={explanation} />
      </section>
      <section aria-label="最近的信用记录">
        <Typography.Title level={5}>最近的信用记录</Typography.Title>
        <Table<LatestRecord>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 760 }}
          dataSource={latestRecords}
          locale={{ emptyText: '暂无数据' }}
          columns={[
            { title: '登记编号', dataIndex: 'registerNumber', width: 140 },
            { title: '信用类别', dataIndex: 'creditTypeDescription', width: 90 },
            { title: '行为内容', dataIndex: 'behaviorContentName', ellipsis: true },
            { title: '认定日期', dataIndex: 'actDeterminationDate', width: 110 },
            { title: '分值', dataIndex: 'scoreValue', width: 70, align: 'right' },
            {
              title: '计分状态',
              dataIndex: 'inForce',
              width: 90,
              render: (inForce: boolean) => (inForce ? <Tag color="green">计分中</Tag> : <Tag>已失效</Tag>),
            },
            {
              title: '操作',
              key: 'operation',
              width: 100,
              render: (_: unknown, row) => (
                <Button type="link" size="small" onClick={() => setReporting(row.id)}>
                  信用报告
                </Button>
              ),
            },
          ]}
        />
      </section>
      <CreditReportDialog recordId={reporting} onClose={() => setReporting(null)} />
    </Flex>
  );
}
