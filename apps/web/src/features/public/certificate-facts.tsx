import { CERTIFICATE_STATES, CERTIFICATE_VERIFY_PATH } from '@credit/rules';
import { Link } from 'react-router';
import type { CertificateFacts } from './certificate-verify-api.ts';

/** What a visitor reads first: the certificate's standing, in words that need no explanation. */
const STANDING = {
  [CERTIFICATE_STATES.valid]: { text: '有效', tone: 'valid' },
  [CERTIFICATE_STATES.superseded]: { text: '已失效（已被新证书取代）', tone: 'ended' },
  [CERTIFICATE_STATES.revoked]: { text: '已撤销', tone: 'revoked' },
} as Record<number, { text: string; tone: string } | undefined>;

function Standing({ facts }: { facts: CertificateFacts }) {
  const standing = STANDING[facts.state] ?? { text: facts.stateDescription, tone: 'ended' };
  return (
    <div className={`certificate-facts__standing certificate-facts__standing--${standing.tone}`} role="status">
      <strong className="certificate-facts__state">{standing.text}</strong>
      {facts.state === CERTIFICATE_STATES.valid ? (
        <span>本证书真实有效，所载信息与平台记录一致。</span>
      ) : (
        <span>
          {facts.endedAt}
          {facts.state === CERTIFICATE_STATES.revoked ? ' 撤销' : ' 失效'}：{facts.endReason}
        </span>
      )}
      {facts.currentSerial && (
        <Link to={`${CERTIFICATE_VERIFY_PATH}?serial=${facts.currentSerial}`}>
          查看该企业现行证书 {facts.currentSerial}
        </Link>
      )}
    </div>
  );
}

/** The certificate's standing, then the facts printed on it. */
export function CertificateFactsView({ facts }: { facts: CertificateFacts }) {
  const rows: [string, string][] = [
    ['证书编号', facts.serial],
    ['企业名称', facts.enterpriseName],
    ['统一社会信用代码', facts.socialCreditCode],
    ['信用等级', facts.level],
    ['信用分', `${facts.score} 分`],
    ['评价标准', facts.standardName],
    ['发证日期', facts.issuedOn],
    ['有效期至', facts.validUntil],
    ['发证机关', facts.issuingAuthority],
  ];
  return (
    <div className="certificate-facts">
      <Standing facts={facts} />
      <dl className="certificate-facts__list">
        {rows.map(([label, value]) => (
          <div key={label} className="certificate-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
