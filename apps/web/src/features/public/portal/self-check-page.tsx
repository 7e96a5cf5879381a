import { useQuery } from '@tanstack/react-query';
import { publicity, publicityKeys, type SelfCheck } from './publicity-api.ts';

const PARTS: [keyof SelfCheck, string][] = [
  ['platform', '平台服务'],
  ['database', '数据库'],
  ['enterpriseSignIn', '企业用户统一身份认证'],
  ['manageSignIn', '管理用户统一身份认证'],
  ['readReplica', '只读副本数据库'],
];

/**
 * /test: whether the platform, its database (and its read replica, where one is configured) and its
 * two sign-in providers answer (states only).
 */
export function SelfCheckPage() {
  const check = useQuery({ queryKey: publicityKeys.selfCheck, queryFn: publicity.selfCheck, retry: false });
  const parts = PARTS.filter(([key]) => key !== 'readReplica' || check.data?.readReplica !== undefined);
  return (
    <>
      <p>能看到本页面，说明您的浏览器可以正常访问本平台。</p>
      <dl className="portal-facts" aria-busy={check.isFetching}>
        {parts.map(([key, label]) => {
          const state = check.isError ? 'down' : check.data?.[key];
          return [
            <dt key={`${key}-t`}>{label}</dt>,
            <dd key={`${key}-d`} className={state === 'down' ? 'portal-error' : undefined}>
              {state === undefined ? '检测中…' : state === 'up' ? '正常' : '无法访问'}
            </dd>,
          ];
        })}
      </dl>
      <p>
        <button type="button" className="plain-button" onClick={() => void check.refetch()}>
          重新检测
        </button>
      </p>
    </>
  );
}
