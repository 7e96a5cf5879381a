import { smsRecordListSpec, smsTemplateListSpec } from '@credit/rules';
import { App, Button, Form, Input, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { charLimit } from '@/components/char-limit.ts';
import {
  fetchSmsRecords,
  fetchSmsTemplates,
  saveSmsTemplate,
  type SmsRecordRow,
  type SmsTemplateRow,
} from './notification-api.ts';

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
        spec={smsTemplateListSpec}
        renderers={{
          variables: (_value, row) => row.variables.map((name) => <Tag key={name}>{`{${name}}`}</Tag>),
          enabled: (_value, row) => (row.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
        }}
        actions={{
          render: (row) => (
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
        }}
        fetchPage={fetchSmsTemplates}
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
          const answer = await withFieldErrors(form, () => saveSmsTemplate({ id: editing?.id ?? 0, ...values }));
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

/** shortMsgRecord: every SMS, its masked recipient, text and delivery; filters and export. */
export function SmsRecordPage() {
  return (
    <ListPage<SmsRecordRow>
      title="短信发送记录"
      rowKey="id"
      spec={smsRecordListSpec}
      fetchPage={fetchSmsRecords}
      exportConfig={{ url: '/api/sms/record/page', fileTitle: '短信发送记录' }}
    />
  );
}
