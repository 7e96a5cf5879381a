import { managementRankingSpec } from '@credit/rules';
import { Button } from 'antd';
import { useState } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { CreditTrend } from '@/components/charts/credit-trend.tsx';
import { BasicCreditView } from './basic-credit-view.tsx';
import { ScoreExplanationView } from './score-explanation.tsx';
import { fetchRanking, RANKING_URL, type RankingRow } from './scoring-api.ts';

/** Screen 9: the cost score ranking; a score opens its explanation. */
export function RankingPage() {
  const [explaining, setExplaining] = useState<RankingRow | null>(null);
  const [opened, setOpened] = useState<RankingRow | null>(null);
  const [trending, setTrending] = useState<RankingRow | null>(null);
  return (
    <>
      <ListPage<RankingRow>
        title="企业信用排名"
        rowKey="Id"
        spec={managementRankingSpec}
        renderers={{
          CompName: (_value, row) => (
            <Button
              type="link"
              size="small"
              onClick={() => setOpened(row)}
              aria-label={`查看${row.CompName}的基础信用信息`}
            >
              {row.CompName}
            </Button>
          ),
          CreditScore: (_value, row) => (
            <Button
              type="link"
              size="small"
              onClick={() => setExplaining(row)}
              aria-label={`查看${row.CompName}的信用分构成`}
            >
              {row.CreditScore}
            </Button>
          ),
        }}
        actions={{
          width: 100,
          render: (row) => (
            <Button type="link" size="small" onClick={() => setTrending(row)}>
              信用趋势
            </Button>
          ),
        }}
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
