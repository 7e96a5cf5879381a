import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';
import { AFTER_CALLS, renderApp } from '../../app/render-app.tsx';

const server = pageServerForFile();

beforeEach(() => {});

function answer(extraData: Record<string, string>) {
  server.on('GET', '/api/publicity/selfcheck', (_call, response) =>
    sendJson(response, 200, { success: true, message: '', extraData }),
  );
}

/** Each part the page lists, with what it says of it. */
const listed = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const ANSWERING = { platform: 'up', database: 'up', enterpriseSignIn: 'up', manageSignIn: 'up' };

describe('/test', () => {
  it('lists the platform, its database and both sign-in providers, and no replica the platform does not have', async () => {
    answer(ANSWERING);
    renderApp('/test');
    expect(await screen.findAllByText('正常', {}, AFTER_CALLS)).toHaveLength(4);
    expect(listed()).toEqual({
      平台服务: '正常',
      数据库: '正常',
      企业用户统一身份认证: '正常',
      管理用户统一身份认证: '正常',
    });
  });

  it('lists the read replica where one is configured, and says when it does not answer', async () => {
    answer({ ...ANSWERING, readReplica: 'down' });
    renderApp('/test');
    expect(await screen.findByText('无法访问', {}, AFTER_CALLS)).toBeTruthy();
    expect(listed()).toMatchObject({ 数据库: '正常', 只读副本数据库: '无法访问' });
  });
});
