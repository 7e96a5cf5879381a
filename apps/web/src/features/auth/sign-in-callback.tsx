import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { requestJson } from '@/api/http.ts';
import { setToken } from '@/api/token-store.ts';
import type { SignInReturn } from './sign-in-callbacks.ts';
import { authKeys } from './auth-keys.ts';

type CodeExchangeAnswer = { success: boolean; token?: string; message?: string };

/** Trades the provider's one-time code for our token; a query, so the code is sent once however often this renders. */
export function SignInCallback({ exchangeUrl, query }: SignInReturn) {
  const navigate = useNavigate();
  const exchange = useQuery({
    queryKey: authKeys.signIn(exchangeUrl, query['code']),
    queryFn: () => requestJson<CodeExchangeAnswer>({ url: exchangeUrl, params: query, silent: true }),
    staleTime: Infinity,
  });
  const token = exchange.data?.token;

  useEffect(() => {
    if (!token) return;
    setToken(token);
    void navigate('/', { replace: true });
  }, [token, navigate]);

  if (exchange.isPending || token) return <Spin size="large" description="正在登录…" fullscreen />;
  return (
    <Result
      status="error"
      title="登录失败"
      subTitle={exchange.error?.message || '未能获取登录凭证，请重新登录。'}
      extra={<Link to="/login">返回登录页</Link>}
    />
  );
}
