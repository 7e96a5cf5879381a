import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import type { ServerResponse } from 'node:http';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { request } from '@/api/http.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { renderInApp } from './support/render-in-app.tsx';
import { sendJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let pending: ServerResponse[];

beforeEach(async () => {
  pending = [];
  server = await startTestServer((_request, response) => pending.push(response));
});

afterEach(() => server.close());

/** A screen's edit dialog: saves the introduction, closes on success, resets its form 1 s later. */
function IntroductionEditor({ onReset }: { onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ introduce: string }>();
  const save = async () => {
    await request({
      url: `${server.origin}/api/enterprise/updatecompanyintroduce`,
      method: 'POST',
      data: form.getFieldsValue(),
    });
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>编辑简介</Button>
      <DialogWrapper
        open={open}
        title="编辑企业简介"
        okText="保存"
        onOk={save}
        onCancel={() => setOpen(false)}
        resetDelayMs={1000}
        onAfterClose={() => {
          form.resetFields();
          onReset();
        }}
      >
        <Form form={form}>
          <Form.Item name="introduce" label="企业简介">
            <Input.TextArea />
          </Form.Item>
        </Form>
      </DialogWrapper>
    </>
  );
}

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('DialogWrapper', () => {
  test('sends once however often 保存 is pressed, closes on success and resets the form a second later', async () => {
    const user = userEvent.setup();
    const resets: number[] = [];
    renderInApp(<IntroductionEditor onReset={() => resets.push(Date.now())} />);

    await user.click(screen.getByRole('button', { name: '编辑简介' }));
    expect(screen.getByText('编辑企业简介')).toBeTruthy();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    await user.type(screen.getByLabelText('企业简介'), '专业从事工程造价咨询');
    await user.click(saveButton());
    await user.click(saveButton());

    await waitFor(() => expect(pending).toHaveLength(1));
    expect(saveButton().classList.contains('ant-btn-loading')).toBe(true);
    expect(JSON.parse(server.received[0]!.body.toString())).toEqual({ introduce: '专业从事工程造价咨询' });

    sendJson(pending[0]!, { success: true, message: '', extraData: null });
    await waitFor(() => expect(screen.queryByText('编辑企业简介')).toBeNull());
    const closedAt = Date.now();
    expect(resets).toEqual([]);

    await waitFor(() => expect(resets).toHaveLength(1));
    expect(resets[0]! - closedAt).toBeGreaterThanOrEqual(900);
    expect(server.received).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '编辑简介' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('企业简介').value).toBe('');
  });

  test('a refused save keeps the dialog open with what was typed and frees the button', async () => {
    const user = userEvent.setup();
    renderInApp(<IntroductionEditor onReset={() => undefined} />);

    await user.click(screen.getByRole('button', { name: '编辑简介' }));
    await user.type(screen.getByLabelText('企业简介'), '简介');
    await user.click(saveButton());
    await waitFor(() => expect(pending).toHaveLength(1));
    sendJson(pending[0]!, { success: false, message: '企业不存在', extraData: null });

    expect(await screen.findByText('企业不存在')).toBeTruthy();
    await waitFor(() => expect(saveButton().classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.getByLabelText<HTMLTextAreaElement>('企业简介').value).toBe('简介');
  });

  test('取消 closes without sending; reopening before the reset is due keeps the text', async () => {
    const user = userEvent.setup();
    const resets: number[] = [];
    renderInApp(<IntroductionEditor onReset={() => resets.push(Date.now())} />);

    await user.click(screen.getByRole('button', { name: '编辑简介' }));
    await user.type(screen.getByLabelText('企业简介'), '草稿');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('编辑企业简介')).toBeNull());
    await user.click(screen.getByRole('button', { name: '编辑简介' }));

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(resets).toEqual([]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('企业简介').value).toBe('草稿');
    expect(server.received).toHaveLength(0);
  });
});
