import { loginLogListSpec } from '@credit/rules';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { onOffTag } from './on-off-tag.tsx';
import { fetchLoginLogs, type LoginLogRow } from './system-api.ts';

/** loginLog: every sign-in attempt, newest first; filter by user and time, export. */
export function LoginLogPage() {
  return (
    <ListPage<LoginLogRow>
      title="登录日志"
      rowKey="id"
      spec={loginLogListSpec}
      renderers={{ resultDescription: (text, row) => onOffTag(row.success, text) }}
      fetchPage={fetchLoginLogs}
      exportConfig={{ url: '/api/system/loginlogs/page', fileTitle: '登录日志' }}
    />
  );
}
