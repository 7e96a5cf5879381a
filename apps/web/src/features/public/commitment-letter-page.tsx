import { Empty } from 'antd';
import { Navigate } from 'react-router';
import { getToken } from '@/api/token-store.ts';
import { PublicPage } from './public-page.tsx';

/** /register1: the commitment letter an enterprise submits after its first sign-in (spec §2, §6). */
export function CommitmentLetterPage() {
  if (!getToken()) return <Navigate to="/login" replace />;
  return (
    <PublicPage title="信用承诺书" summary="企业用户提交信用承诺书后方可使用平台各项功能。">
      <Empty description="信用承诺书在线提交功能建设中" />
    </PublicPage>
  );
}
