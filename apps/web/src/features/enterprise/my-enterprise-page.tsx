import { EnterpriseContainer } from './enterprise-container.tsx';

/** my-enterprise: the signed-in enterprise's own profile. */
export function MyEnterprisePage() {
  return <EnterpriseContainer isEnterpriseUser />;
}
