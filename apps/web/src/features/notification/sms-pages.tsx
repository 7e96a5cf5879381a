import { dictOptions, SMS_STATUS, type Page } from '@credit/rules';
import { App, Button, Form, Input, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { request } from '@/api/http.ts';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListQuery, ValueEnum } from '@/components/list-page/types.ts';
import { charLimit } from '@/components/char-limit.ts';

interface SmsTemplateRow {
  id: number;
  eventName: string;
  variables: string[];
  name: string;
  content: string;
  enabled: boolean;
  updateTime: string;
}

interface SmsRecordRow {
  id: number;
  eventName: string;
  phone: string;
  text: string;
  status: number;
  attempts: number;
  lastError: string | null;
  createTime: string;
  sendTime: string | null;
}

const page =
  <T,>(url: string) =>
  async (query: ListQuery): Promise<Page<T>> =>
    (await request<Page<T>>({ url, params: query })).extraData;

/** shortMsg: each event's SMS template, its variables, enabled or not; edited with its variables checked. */
export function SmsTemplatePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string; enabled: boolean }>();
  const [editing, setEditing] = useState<SmsTemplateRow | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ListPage<SmsTemplateRow>
        title="短信模板"
        rowKey="id"
        columns={[
          { title: '事件', dataIndex: 'eventName', width: 140 },
          { title: '模板名称', dataIndex: 'name', width: 140 },
          { title: '模板内容', dataIndex: 'content', ellipsis: true, width: 380 },
          {
            title: '可用变量',
            dataIndex: 'variables',
            width: 240,
            render: (variables: string[]) => variables.map((name) => <Tag key={name}>{`{${name}}`}</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 80,
            status: true,
            render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'operation',
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  form.setFieldsValue({ content: row.content, enabled: row.enabled });
                  setEditing(row);
                }}
              >
                编辑
              </Button>
            ),
          },
        ]}
        fetchPage={page<SmsTemplateRow>('/api/sms/template/page')}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return null;
        }}
      />
      <DialogWrapper
        open={editing !== null}
        title={`编辑短信模板：${editing?.eventName ?? ''}`}
        form={form}
        okText="保存"
        onCancel={() => setEditing(null)}
        onOk={async () => {
          const values = form.getFieldsValue();
          const answer = await withFieldErrors(form, () =>
            request<null>({ url: '/api/sms/template', method: 'PUT', data: { id: editing?.id, ...values } }),
          );
          void message.success(answer.message || '保存成功！');
          setEditing(null);
          reloadList.current();
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Typography.Paragraph type="secondary">
            可用变量：{editing?.variables.map((name) => `{${name}}`).join('、')}
          </Typography.Paragraph>
          <Form.Item
            name="content"
            label="模板内容"
            rules={[{ required: true, whitespace: true, message: '请输入模板内容' }]}
          >
            <Input.TextArea rows={4} count={charLimit(300, true)} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </DialogWrapper>
    </>
  );
}

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning', 3: 'error' };
const SMS_STATUS_ENUM: ValueEnum = Object.fromEntries(
  [...SMS_STATUS].map(([code, text]) => [code, { text, color: STATUS_COLORS[code] }]),
);

/** shortMsgRecord: every SMS, its masked recipient, text and delivery; filters and export. */
export function SmsRecordPage() {
  return (
    <ListPage<SmsRecordRow>
      title="短信发送记录"
      rowKey="id"
      columns={[
        { title: '事件', dataIndex: 'eventName', width: 120 },
        { title: '手机号', dataIndex: 'phone', width: 130 },
        { title: '短信内容', dataIndex: 'text', ellipsis: true, width: 360 },
        { title: '状态', dataIndex: 'status', valueEnum: SMS_STATUS_ENUM, width: 100 },
        { title: '发送次数', dataIndex: 'attempts', width: 90 },
        { title: '失败原因', dataIndex: 'lastError', ellipsis: true, width: 200 },
        { title: '创建时间', dataIndex: 'createTime', width: 170 },
        { title: '发送时间', dataIndex: 'sendTime', width: 170 },
      ]}
      filters={[
        { name: 'phone', label: '手机号', type: 'text', maxLength: 11 },
        { name: 'status', label: '状态', type: 'select', options: dictOptions(SMS_STATUS) },
        { name: 'time', label: '创建时间', type: 'dateRange', disabledFuture: true },
      ]}
      fetchPage={page<SmsRecordRow>('/api/sms/record/page')}
      exportConfig={{ url: '/api/sms/record/page', fileTitle: '短信发送记录' }}
    />
  );
}
