import { MSG } from '@credit/rules';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/api/token-store.ts';
import { LookformPage } from '@/features/lookform/lookform-page.tsx';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';
import { renderInApp } from '../../components/support/render-in-app.tsx';

const server = pageServerForFile();

beforeEach(() => {
  setToken('enterprise-token');
});

const answer = (extraData: unknown) => ({ success: true, message: '', extraData });

describe('lookform (docs/lookform.md)', () => {
  it('says why when the server refuses the item, and opens no viewer', async () => {
    server.on('GET', '/api/creditappeal/single', (_call, response) =>
      sendJson(response, 403, { success: false, message: MSG.forbidden, extraData: null }),
    );
    renderInApp(<LookformPage />, '/lookform?flow=creditAppeal&id=7');
    expect(await screen.findByText('无法查看该表单')).toBeTruthy();
    expect((await screen.findAllByText(MSG.forbidden)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.find((call) => call.path === '/api/creditappeal/single')?.query.get('id')).toBe('7');
  });

  it('refuses a link whose flow is not the item’s: a repair linked as a revocation', async () => {
    server.on('GET', '/api/creditrequest/single', (_call, response) =>
      sendJson(response, 200, answer({ id: 3, kind: 'repair', processStatus: 1 })),
    );
    renderInApp(<LookformPage />, '/lookform?flow=creditRevocation&id=3');
    expect(await screen.findByText('链接有误：未指明要查看的表单')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a link naming no known flow or no item, without asking the server', async () => {
    for (const link of [
      '/lookform?flow=nothing&id=1',
      '/lookform?flow=creditRecord&id=-4',
      '/lookform?flow=creditRecord',
    ]) {
      const view = renderInApp(<LookformPage />, link);
      expect(await screen.findByText('链接有误：未指明要查看的表单')).toBeTruthy();
      view.unmount();
    }
    expect(server.calls).toHaveLength(0);
  });
});
