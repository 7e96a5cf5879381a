import { fileTooLarge, MSG } from '@credit/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { upload } from '@/api/http.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexType, AnnexValue } from '@/components/attachment-upload/types.ts';
import { renderInApp } from './support/render-in-app.tsx';
import { sendJson, startTestServer, type TestServer } from './support/test-server.ts';

const annexTypes: AnnexType[] = [
  { name: '营业执照', fileFormatValue: 'jpg,gif,png,jpeg,pdf', fileSize: 2 },
  { name: '承诺书', fileFormatValue: '', fileSize: 1024 },
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) =>
    sendJson(response, { success: true, message: '', extraData: null }),
  );
});
afterAll(() => server.close());

/** The enterprise form's attachment part: sends what was picked as multipart. */
function EnterpriseAnnexForm({ initial = [] }: { initial?: AnnexValue[] }) {
  const [form] = Form.useForm<{ enterpriseAnnexes: AnnexValue[] }>();
  const submit = async ({ enterpriseAnnexes }: { enterpriseAnnexes: AnnexValue[] }) => {
    const body = new FormData();
    body.append('enterpriseName', '海南造价咨询有限公司');
    appendAnnexes(body, enterpriseAnnexes);
    await upload({ url: `${server.origin}/api/enterprise`, method: 'PUT', form: body });
  };
  return (
    <Form form={form} initialValues={{ enterpriseAnnexes: initial }} onFinish={submit}>
      <Form.Item name="enterpriseAnnexes" label="附件">
        <AttachmentUpload types={annexTypes} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const fileInputOf = (name: string) =>
  screen.getByRole('region', { name }).querySelector<HTMLInputElement>('input[type="file"]')!;
const file = (name: string, bytes: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('AttachmentUpload', () => {
  test('adds several files per type, shows images as previews and other files as links, removes one', async () => {
    const user = userEvent.setup();
    renderInApp(<EnterpriseAnnexForm />);
    expect(section('营业执照').getByText(/支持 jpg、gif、png、jpeg、pdf，单个文件不超过2K/)).toBeTruthy();

    await user.upload(fileInputOf('营业执照'), [file('执照正本.png', 1000, 'image/png'), file('执照副本.pdf', 2000)]);
    await user.upload(fileInputOf('承诺书'), file('信用承诺书.pdf', 5000));

    const photo = await section('营业执照').findByAltText('执照正本.png');
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(section('营业执照').getByRole('link', { name: '查看执照副本.pdf' }).getAttribute('href')).toMatch(/^blob:/);
    expect(section('承诺书').getByText('信用承诺书.pdf')).toBeTruthy();

    await user.click(photo);
    expect((await screen.findByRole('dialog')).querySelector('img')?.getAttribute('src')).toBe(
      photo.getAttribute('src'),
    );
    await user.keyboard('{Escape}');

    await user.click(section('营业执照').getByRole('button', { name: '删除执照正本.png' }));
    expect(section('营业执照').queryByText('执照正本.png')).toBeNull();
    expect(section('营业执照').getByText('执照副本.pdf')).toBeTruthy();
  });

  test('refuses a wrong format, an empty file and a file over the type limit, in the spec words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInApp(<EnterpriseAnnexForm />);

    await user.upload(fileInputOf('营业执照'), file('执照.docx', 100));
    expect(await screen.findByText(MSG.wrongFileFormat)).toBeTruthy();
    await user.upload(fileInputOf('营业执照'), file('执照.jpg', 0));
    expect(await screen.findByText(MSG.zeroByteFile)).toBeTruthy();
    await user.upload(fileInputOf('营业执照'), file('执照.jpg', 2 * 1024 + 1));
    expect(await screen.findByText(fileTooLarge(2))).toBeTruthy();
    await user.upload(fileInputOf('营业执照'), file('执照.jpg', 2 * 1024));

    // The type list gave no formats for 承诺书: the default ones apply.
    await user.upload(fileInputOf('承诺书'), file('承诺书.xlsx', 100));
    await waitFor(() => expect(screen.getAllByText(MSG.wrongFileFormat)).toHaveLength(2));

    expect(section('营业执照').getAllByText(/^执照\./)).toHaveLength(1);
    expect(section('承诺书').queryByText('承诺书.xlsx')).toBeNull();
  });

  test('sends stored and newly picked attachments as enterpriseAnnexes[i] multipart fields', async () => {
    const user = userEvent.setup();
    renderInApp(
      <EnterpriseAnnexForm
        initial={[{ fileType: '营业执照', fileName: '旧执照.jpg', relativePath: 'files/2025/license.jpg' }]}
      />,
    );
    expect(section('营业执照').getByAltText('旧执照.jpg').getAttribute('src')).toBe('/files/2025/license.jpg');

    await user.upload(fileInputOf('承诺书'), new File(['承诺内容'], '信用承诺书.pdf', { type: 'application/pdf' }));
    await section('承诺书').findByText('信用承诺书.pdf');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(server.received).toHaveLength(1));
    const request = server.received[0]!;
    expect(request.method).toBe('PUT');
    const body = request.body.toString();
    const field = (name: string) =>
      new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
    expect(field('enterpriseAnnexes[0].fileType')).toBe('营业执照');
    expect(field('enterpriseAnnexes[0].fileName')).toBe('旧执照.jpg');
    expect(field('enterpriseAnnexes[0].relativePath')).toBe('files/2025/license.jpg');
    expect(body).not.toContain('name="enterpriseAnnexes[0].file"');
    expect(field('enterpriseAnnexes[1].fileType')).toBe('承诺书');
    expect(field('enterpriseAnnexes[1].fileName')).toBe('信用承诺书.pdf');
    expect(body).not.toContain('name="enterpriseAnnexes[1].relativePath"');
    expect(body).toContain(
      'name="enterpriseAnnexes[1].file"; filename="信用承诺书.pdf"\r\nContent-Type: application/pdf\r\n\r\n承诺内容',
    );
  });
});
