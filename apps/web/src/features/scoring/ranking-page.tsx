import { dictOptions, QUALIFICATION_LEVEL, DEFAULT_SCORING_FIGURES } from '@credit/rules';
import { Button } from 'antd';
import { useState } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterField, ListColumn } from '@/components/list-page/types.ts';
import { CreditTrend } from '@/components/charts/credit-trend.tsx';
import { BasicCreditView } from './basic-credit-view.tsx';
import { ScoreExplanationView } from './score-explanation.tsx';
import { fetchRanking, RANKING_URL, type RankingRow } from './scoring-api.ts';

const filters: FilterField[] = [
  { name: 'corpname', label: '企业名称', type: 'text', maxLength: 50 },
  { name: 'titlerank', label: '资质等级', type: 'select', options: dictOptions(QUALIFICATION_LEVEL) },
  {
    name: 'creditlevel',
    label: '信用等级',
    type: 'select',
    options: DEFAULT_SCORING_FIGURES.levels.map(({ level }) => ({ label: level, value: level })),
  },
  {
    name: 'isornotop10',
    label: '只看前10名',
    type: 'select',
    options: [
      { label: '是', value: 1 },
      { label: '否', value: 0 },
    ],
  },
];

/** Screen 9: the cost score ranking; a score opens its explanation. */
export function RankingPage() {
  const [explaining, setExplaining] = useState<RankingRow | null>(null);
  const [opened, setOpened] = useState<RankingRow | null>(null);
  const [trending, setTrending] = useState<RankingRow | null>(null);
  const columns: ListColumn<RankingRow>[] = [
    { title: '名次', dataIndex: 'Rank', width: 70, align: 'right' },
    {
      title: '企业名称',
      dataIndex: 'CompName',
      ellipsis: true,
      width: 260,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setOpened(row)} aria-label={`查看${name}的基础信用信息`}>
          {name}
        </Button>
      ),
    },
    { title: '统一社会信用代码', dataIndex: 'BusLicenceRegisterNo', width: 200 },
    { title: '资质等级', dataIndex: 'CostCorpType', width: 130 },
    {
      title: '动态信用分',
      dataIndex: 'CreditScore',
      width: 120,
      render: (score: number, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setExplaining(row)}
          aria-label={`查看${row.CompName}的信用分构成`}
        >
          {score}
        </Button>
      ),
    },
    { title: '综合信用等级', dataIndex: 'CreditLevel', width: 120 },
    {
      title: '操作',
      key: 'operation',
      width: 100,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setTrending(row)}>
          信用趋势
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<RankingRow>
        title="企业信用排名"
        rowKey="Id"
        columns={columns}
        filters={filters}
        fetchPage={fetchRanking}
        exportConfig={{ url: RANKING_URL, method: 'POST', fileTitle: '企业动态信用分排名' }}
      />
      <DialogWrapper
        open={explaining !== null}
        title={`动态信用分构成：${explaining?.CompName ?? ''}`}
        width={900}
        onCancel={() => setExplaining(null)}
      >
        {explaining && <ScoreExplanationView enterpriseId={explaining.Id} />}
      </DialogWrapper>
      <DialogWrapper
        open={opened !== null}
        title={`基础信用信息：${opened?.CompName ?? ''}`}
        width={1000}
        onCancel={() => setOpened(null)}
      >
        {opened && <BasicCreditView enterpriseId={opened.Id} />}
      </DialogWrapper>
      <DialogWrapper
        open={trending !== null}
        title={`企业信用趋势：${trending?.CompName ?? ''}`}
        width={1000}
        onCancel={() => setTrending(null)}
      >
        {trending && <CreditTrend enterpriseId={trending.Id} />}
      </DialogWrapper>
    </>
  );
}
