import { Card } from 'antd';
import { useSignedInUser } from '@/app/guards/signed-in-user.ts';
import { RankingPage } from './ranking-page.tsx';
import { ScoreExplanationView } from './score-explanation.tsx';

/** enterpriseLevelLogged: an enterprise reads its own score and level explained; management the ranking. */
export function EnterpriseLevelPage() {
  if (useSignedInUser().kind !== 'enterprise') return <RankingPage />;
  return (
    <Card title="企业信用等级">
      <ScoreExplanationView />
    </Card>
  );
}
