import { Tooltip, Typography } from 'antd';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
import { fetchLoginLogs, type LoginLogRow } from './system-api.ts';

const resultEnum = { 成功: { text: '成功', color: 'green' }, 失败: { text: '失败', color: 'red' } };

const columns: ListColumn<LoginLogRow>[] = [
  { title: '用户', dataIndex: 'username' },
  { title: '角色', dataIndex: 'roleName' },
  { title: '登录方式', dataIndex: 'providerDescription' },
  { title: 'IP', dataIndex: 'ip' },
  {
    title: '浏览器',
    dataIndex: 'userAgent',
    width: 260,
    render: (agent: string) => (
      <Tooltip title={agent}>
        <Typography.Text ellipsis style={{ maxWidth: 240 }}>
          {agent}
        </Typography.Text>
      </Tooltip>
    ),
  },
  { title: '登录时间', dataIndex: 'loginTime' },
  { title: '结果', dataIndex: 'resultDescription', valueEnum: resultEnum },
  { title: '原因', dataIndex: 'reason' },
];

/** loginLog: every sign-in attempt, newest first; filter by user and time, export. */
export function LoginLogPage() {
  return (
    <ListPage<LoginLogRow>
      title="登录日志"
      rowKey="id"
      columns={columns}
      filters={[
        { name: 'username', label: '用户', type: 'text', maxLength: 60 },
        { name: 'time', label: '登录时间', type: 'dateTimeRange', disabledFuture: true },
      ]}
      fetchPage={fetchLoginLogs}
      exportConfig={{ url: '/api/system/loginlogs/page', fileTitle: '登录日志' }}
    />
  );
}
