import { CREDIT_LEVEL, dictOptions, RANKING_RANK } from '@credit/rules';
import { Link } from 'react-router';
import type { PlainColumn } from '@/components/plain/plain-table.tsx';
import { PublicList } from './public-list.tsx';
import { enterpriseLevelPath, publicity, type RankedEnterprise } from './publicity-api.ts';

const FILTERS = [
  { key: 'corpname', label: '企业名称', maxLength: 50 },
  { key: 'titlerank', label: '资质等级', options: dictOptions(RANKING_RANK) },
  { key: 'creditlevel', label: '信用等级', options: dictOptions(CREDIT_LEVEL) },
  { key: 'isornotop10', label: '范围', options: [{ value: 1, label: '前10名' }] },
] as const;

/** Columns shared with appointSort: the place, the enterprise (to its level page), its score and level. */
export const RANKED_COLUMNS: PlainColumn<RankedEnterprise>[] = [
  { key: 'rank', title: '排名', numeric: true, render: (row, index) => row.Rank ?? index + 1 },
  {
    key: 'name',
    title: '企业名称',
    render: (row) => (
      <Link className="portal-link" to={enterpriseLevelPath(row.Id)}>
        {row.CompName}
      </Link>
    ),
  },
  { key: 'code', title: '统一社会信用代码', render: (row) => row.BusLicenceRegisterNo },
  { key: 'qualification', title: '资质等级', render: (row) => row.CostCorpType },
  { key: 'score', title: '动态信用分', numeric: true, render: (row) => row.CreditScore },
  { key: 'level', title: '信用等级', render: (row) => <span className="portal-level">{row.CreditLevel}</span> },
];

/** publicSystem: the enterprise ranking (screen 9's public columns), highest score first. */
export function RankingPage() {
  return (
    <PublicList
      caption="企业信用排名"
      filters={FILTERS}
      columns={RANKED_COLUMNS}
      fetch={(query) => publicity.ranking(query)}
      rowKey={(row) => row.Id}
    />
  );
}
