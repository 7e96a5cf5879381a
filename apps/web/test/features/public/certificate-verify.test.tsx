import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson, pageServerForFile } from '../../api/local-server.ts';
import { AFTER_CALLS, renderApp } from '../../app/render-app.tsx';

const SERIAL = '2026-7K3M-9QXD-F2WP-H8TA';
const facts = {
  serial: SERIAL,
  enterpriseName: '海南华信工程造价咨询有限公司',
  socialCreditCode: '91460100MA5T00001X',
  level: 'AA',
  score: 85,
  standardName: '信用评价标准（2025版）',
  issuedOn: '2026-01-05',
  validUntil: '2027-01-04',
  issuingAuthority: '海口市住房和城乡建设局',
  stateDescription: '',
  endedAt: null,
  endReason: null,
  currentSerial: null,
};

const server = pageServerForFile();

beforeEach(() => {});

/** The serials the page asked the server about. */
const asked = () =>
  server.calls.filter((call) => call.path === '/api/publicity/certificate').map((call) => call.query.get('serial'));

function answer(extraData: Record<string, unknown>) {
  server.on('GET', '/api/publicity/certificate', (_call, response) =>
    sendJson(response, 200, { success: true, message: '', extraData: { ...facts, ...extraData } }),
  );
}

describe('/certificateVerify', () => {
  it('shows a valid certificate as 有效 with its printed facts', async () => {
    answer({ state: 1 });
    renderApp(`/certificateVerify?serial=${SERIAL.toLowerCase()}`);
    expect(await screen.findByText('有效', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByText('海南华信工程造价咨询有限公司')).toBeTruthy();
    expect(screen.getByText('85 分')).toBeTruthy();
    expect(asked()).toEqual([SERIAL]);
  });

  it('shows a superseded certificate as no longer valid, with the way to the current one', async () => {
    answer({
      state: 2,
      endedAt: '2026-06-01 10:00:00',
      endReason: '企业信用等级、信用分或名称已变化，已换发新证书',
      currentSerial: '2026-AAAA-BBBB-CCCC-DDDD',
    });
    renderApp(`/certificateVerify?serial=${SERIAL}`);
    expect(await screen.findByText('已失效（已被新证书取代）', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByText(/2026-06-01 10:00:00 失效：企业信用等级/)).toBeTruthy();
    const link = screen.getByRole('link', { name: /查看该企业现行证书/ });
    expect(link.getAttribute('href')).toBe('/certificateVerify?serial=2026-AAAA-BBBB-CCCC-DDDD');
  });

  it('shows a revoked certificate as 已撤销 with when and why', async () => {
    answer({ state: 3, endedAt: '2026-07-01 08:00:00', endReason: '企业已注销，证书随之撤销' });
    renderApp(`/certificateVerify?serial=${SERIAL}`);
    expect(await screen.findByText('已撤销', {}, AFTER_CALLS)).toBeTruthy();
    expect(screen.getByText(/2026-07-01 08:00:00 撤销：企业已注销/)).toBeTruthy();
  });

  it('asks for a serial, and refuses a malformed one without asking the server', async () => {
    answer({ state: 1 });
    renderApp('/certificateVerify');
    const field = await screen.findByLabelText('证书编号', {}, AFTER_CALLS);
    fireEvent.change(field, { target: { value: '2026-abc' } });
    fireEvent.click(screen.getByRole('button', { name: '核验' }));
    expect(await screen.findByText(/证书编号格式不正确/)).toBeTruthy();
    expect(asked()).toEqual([]);
  });
});
