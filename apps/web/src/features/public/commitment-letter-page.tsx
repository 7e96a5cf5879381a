import { MSG } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { commitLetterKeys, submitCommitLetter } from '@/api/commit-letter.ts';
import { getToken } from '@/api/token-store.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { PublicPage } from './public-page.tsx';

const COMMIT_LETTER = '承诺书';

/** /register1: the signed commitment letter an enterprise submits after its first sign-in (spec §2, §6). */
export function CommitmentLetterPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ annexes: AnnexValue[] }>();
  const types = useAnnexTypes('enterprise');
  const [busy, run] = useBusyAction();
  if (!getToken()) return <Navigate to="/login" replace />;

  const submit = (values: { annexes: AnnexValue[] }) =>
    run(async () => {
      const data = new FormData();
      appendAnnexes(data, values.annexes);
      const answer = await submitCommitLetter(data);
      void message.success(answer.message || MSG.savedBang);
      await queryClient.invalidateQueries({ queryKey: commitLetterKeys.all });
      await navigate('/', { replace: true });
    });

  return (
    <PublicPage title="信用承诺书" summary="企业用户提交签署并加盖公章的信用承诺书后方可使用平台各项功能。">
      <Form form={form} name="commitLetter" layout="vertical" onFinish={(values) => void submit(values)}>
        <Typography.Paragraph>请上传签署并加盖企业公章的信用承诺书（扫描件或照片）。</Typography.Paragraph>
        <Form.Item
          name="annexes"
          label="信用承诺书"
          rules={[{ required: true, type: 'array', min: 1, message: MSG.uploadRequired }]}
        >
          <AttachmentUpload types={(types.data ?? []).filter((type) => type.name === COMMIT_LETTER)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          提交
        </Button>
      </Form>
    </PublicPage>
  );
}
