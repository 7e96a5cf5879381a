import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CreditCertificate } from './credit-certificate.tsx';
import { EnterpriseSearch } from './enterprise-search.tsx';
import { LOAD_FAILED } from './public-list.tsx';
import { type EnterpriseStanding, publicity, publicityKeys } from './publicity-api.ts';

const PublicCreditTrend = lazy(() =>
  import('./public-credit-trend.tsx').then((m) => ({ default: m.PublicCreditTrend })),
);

/** The facts of the level: the sections below (the certificate, and after it any later section such as a trend) read the same standing. */
function StandingFacts({ standing }: { standing: EnterpriseStanding }) {
  return (
    <section className="portal-section" aria-labelledby="standing-title">
      <h2 id="standing-title" className="portal-section__title">
        {standing.CompName}
      </h2>
      <dl className="portal-facts">
        <dt>统一社会信用代码</dt>
        <dd>{standing.BusLicenceRegisterNo}</dd>
        <dt>资质等级</dt>
        <dd>{standing.CostCorpType || '—'}</dd>
        <dt>综合信用等级</dt>
        <dd>
          <span className="portal-level">{standing.CreditLevel}</span>
        </dd>
        <dt>动态信用分</dt>
        <dd>{standing.CreditScore}</dd>
        <dt>全市排名</dt>
        <dd>第 {standing.Rank} 名</dd>
        <dt>计分日期</dt>
        <dd>{standing.computedOn}</dd>
      </dl>
    </section>
  );
}

/** enterpriseLevel: one enterprise's current level, score, certificate and credit trend; without an enterprise in the URL, the search. */
export function EnterpriseLevelPage() {
  const [search] = useSearchParams();
  const enterpriseId = search.get('enterpriseId') ?? '';
  const standing = useQuery({
    queryKey: publicityKeys.standing(enterpriseId),
    queryFn: () => publicity.standing(enterpriseId),
    enabled: enterpriseId !== '',
    retry: false,
  });
  if (!enterpriseId) return <EnterpriseSearch />;
  if (standing.isError)
    return (
      <p className="portal-error" role="alert">
        {standing.error.message || LOAD_FAILED}
      </p>
    );
  if (!standing.data) return <p className="portal-note">加载中…</p>;
  return (
    <>
      <StandingFacts standing={standing.data} />
      <CreditCertificate
        socialCreditCode={standing.data.BusLicenceRegisterNo}
        enterpriseName={standing.data.CompName}
      />
      <Suspense fallback={<p className="portal-note">信用趋势加载中…</p>}>
        <PublicCreditTrend enterpriseId={standing.data.Id} />
      </Suspense>
    </>
  );
}
