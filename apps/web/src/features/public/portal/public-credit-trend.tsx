import { AntdProviders } from '@/app/providers.tsx';
import { CreditTrend } from '@/components/charts/credit-trend.tsx';
import { RecordFacts } from './record-facts.tsx';

/**
 * The enterprise's credit trend on the public level page: the signed-in pages' screen 11 with the
 * UI library's providers, loaded only when an enterprise's level is shown. A record opened from it
 * shows what its public detail page (/enterpriseRecordDetail) shows.
 */
export function PublicCreditTrend({ enterpriseId }: { enterpriseId: number }) {
  return (
    <section className="portal-section" aria-labelledby="trend-title">
      <h2 id="trend-title" className="portal-section__title">
        信用趋势
      </h2>
      <AntdProviders>
        <CreditTrend enterpriseId={enterpriseId} detail={(record) => <RecordFacts record={record} />} />
      </AntdProviders>
    </section>
  );
}
