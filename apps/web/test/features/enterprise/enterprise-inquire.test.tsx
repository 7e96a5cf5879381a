import { MSG } from '@credit/rules';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/api/token-store.ts';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';
import { AFTER_CALLS, renderApp } from '../../app/render-app.tsx';

const server = pageServerForFile();

beforeEach(() => {
  setToken('manager-token');
  server.on('GET', '/api/user', (_call, response) =>
    sendJson(response, 200, {
      success: true,
      roleName: '初审',
      userName: 'chushen',
      menus: [{ menuName: '企业查询', menuIcon: 'search', menuUrl: 'enterpriseInquire', subMenus: [] }],
    }),
  );
  server.on('GET', '/api/map/tree', (_call, response) =>
    sendJson(response, 200, { success: true, message: '', extraData: [] }),
  );
  // The 企业类型 filter's options.
  server.on('GET', '/api/general/enterprisetype', (_call, response) =>
    sendJson(response, 200, {
      success: true,
      message: '',
      extraData: [
        { text: '工程造价咨询企业', value: '1' },
        { text: '工程招标代理机构', value: '2' },
      ],
    }),
  );
});

describe('enterpriseInquire', () => {
  it('lists the enterprises the server answers', async () => {
    server.on('GET', '/api/enterprise/page', (_call, response) =>
      sendJson(response, 200, {
        success: true,
        message: '',
        extraData: {
          pageIndex: 1,
          pageSize: 10,
          totalCount: 1,
          pageData: [
            {
              id: 1,
              enterpriseName: '海南华信工程造价咨询有限公司',
              socialCreditCode: '91460100MA5T00001X',
              qualificationLevelDescription: '甲级',
              contactPerson: '王芳',
              contactPhone: '139****3210',
            },
          ],
        },
      }),
    );
    renderApp('/enterpriseInquire');
    expect(await screen.findByText('海南华信工程造价咨询有限公司', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.queryByText(MSG.enterpriseListFailed)).toBeNull();
  });

  it('says 获取企业列表失败 when the list cannot be read', async () => {
    server.on('GET', '/api/enterprise/page', (_call, response) =>
      sendJson(response, 500, { success: false, message: '', extraData: null }),
    );
    renderApp('/enterpriseInquire');
    const told = await screen.findByText(MSG.enterpriseListFailed, {}, AFTER_CALLS);
    expect(told.closest('.ant-message-error')).toBeTruthy();
    expect(screen.queryByText(MSG.genericServerError)).toBeNull();
  });
});
