import { Alert, Card, Flex, Spin } from 'antd';
import { useSignedInUser } from '@/app/guards/signed-in-user.ts';
import { CreditTrend } from '@/components/charts/credit-trend.tsx';
import { RankingPage } from './ranking-page.tsx';
import { ScoreExplanationTable, useExplanation } from './score-explanation.tsx';

/** An enterprise's own level: its score explained, then its credit trend (screen 11). */
function OwnLevel() {
  const explanation = useExplanation();
  if (explanation.isError) return <Alert type="error" showIcon message="信用分加载失败，请稍后重试" />;
  if (!explanation.data) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <Card title="企业信用等级">
        <ScoreExplanationTable data={explanation.data} />
      </Card>
      <Card title="企业信用趋势">
        <CreditTrend enterpriseId={explanation.data.enterpriseId} />
      </Card>
    </Flex>
  );
}

/** enterpriseLevelLogged: an enterprise reads its own score, level and trend; management the ranking. */
export function EnterpriseLevelPage() {
  if (useSignedInUser().kind !== 'enterprise') return <RankingPage />;
  return <OwnLevel />;
}
