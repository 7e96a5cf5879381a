import { introductionSchema, MSG, zodRule } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { EmptyNote } from '@/components/empty-note.tsx';
import { charLimit } from '@/components/char-limit.ts';
import { enterpriseKeys, fetchIntroduction, saveIntroduction } from './enterprise-api.ts';

/** 企业简介 (spec §2 screen 3): the text, and its edit dialog when the flag allows. */
export function IntroductionTab({ enterpriseId }: { enterpriseId?: number }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ introduce: string }>();
  const key = enterpriseKeys.introduction(enterpriseId);
  const intro = useQuery({ queryKey: key, queryFn: () => fetchIntroduction(enterpriseId) });

  const save = async () => {
    const { introduce } = form.getFieldsValue(true) as { introduce: string };
    const answer = await saveIntroduction(enterpriseId, introduce);
    void message.success(answer.message || MSG.edited);
    setEditing(false);
    await queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <Card
      title="企业简介"
      extra={
        intro.data?.isEdit && (
          <Button
            type="primary"
            onClick={() => (form.setFieldsValue({ introduce: intro.data?.introduce ?? '' }), setEditing(true))}
          >
            编辑
          </Button>
        )
      }
      loading={intro.isLoading}
    >
      {intro.data?.introduce ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{intro.data.introduce}</Typography.Paragraph>
      ) : (
        <EmptyNote text={MSG.noIntroduction} />
      )}
      <DialogWrapper
        form={form}
        open={editing}
        title="编辑企业简介"
        okText="保存"
        onOk={save}
        onCancel={() => setEditing(false)}
        width={720}
      >
        <Form form={form} name="introduction" layout="vertical">
          <Form.Item name="introduce" label="企业简介" rules={[zodRule(introductionSchema.shape.introduce)]}>
            <Input.TextArea rows={10} count={charLimit(5000, true)} />
          </Form.Item>
        </Form>
      </DialogWrapper>
    </Card>
  );
}
