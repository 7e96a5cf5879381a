import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { RemoteSelect, type RemoteValue } from '@/components/remote-select.tsx';
import { renderInApp } from './support/render-in-app.tsx';
import { sendJson, startTestServer, type TestServer } from './support/test-server.ts';

const enterprises = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  enterpriseName: `海南企业${String(index + 1).padStart(3, '0')}`,
}));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const keyword = request.url.searchParams.get('keyword') ?? '';
    const pageIndex = Number(request.url.searchParams.get('pageIndex'));
    const pageSize = Number(request.url.searchParams.get('pageSize'));
    const matching = enterprises.filter((row) => row.enterpriseName.includes(keyword));
    const pageData = matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    if (request.url.pathname === '/legacy') {
      sendJson(response, { Data: { PageData: pageData, TotalCount: matching.length } });
    } else {
      sendJson(response, {
        success: true,
        message: '',
        extraData: { pageData, totalCount: matching.length, pageIndex, pageSize },
      });
    }
  });
});

afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

function EnterprisePicker({ path, multiple }: { path: string; multiple?: boolean }) {
  const [value, setValue] = useState<RemoteValue | RemoteValue[] | undefined>();
  return (
    <>
      <RemoteSelect
        url={`${server.origin}${path}`}
        mode={multiple ? 'multiple' : undefined}
        value={value}
        onChange={setValue}
        labelKey="enterpriseName"
        valueKey="id"
        placeholder="请选择企业"
      />
      <output data-testid="chosen">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

const OPTION_HEIGHT = 32;
const POPUP_HEIGHT = 256;
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
const popupList = () => document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!;
const requestedPages = () => server.received.map((request) => request.url.searchParams.get('pageIndex'));
const chosen = () => JSON.parse(screen.getByTestId('chosen').textContent ?? 'null') as unknown;

/** jsdom lays nothing out: give the popup list the size a browser would and scroll it. */
function scrollPopup(edge: 'top' | 'bottom') {
  const list = popupList();
  const scrollHeight = shownOptions().length * OPTION_HEIGHT;
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: POPUP_HEIGHT });
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    writable: true,
    value: edge === 'top' ? 0 : scrollHeight - POPUP_HEIGHT,
  });
  fireEvent.scroll(list);
}

async function scrollToBottomFor(pageIndex: number) {
  scrollPopup('bottom');
  await waitFor(() => expect(requestedPages().at(-1)).toBe(String(pageIndex)));
  await waitFor(() => expect(shownOptions()).toContain(enterprises[(pageIndex - 1) * 10]!.enterpriseName));
}

describe('RemoteSelect', () => {
  test('pages in as the popup scrolls, keeps four pages and the chosen options visible', async () => {
    const user = userEvent.setup();
    renderInApp(<EnterprisePicker path="/api/enterprise/options" multiple />);

    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(shownOptions()).toHaveLength(10));
    const first = server.received[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ pageIndex: '1', pageSize: '10' });
    await user.click(screen.getByTitle('海南企业003'));
    expect(chosen()).toEqual([3]);

    await scrollToBottomFor(2);
    await scrollToBottomFor(3);
    await scrollToBottomFor(4);
    expect(shownOptions()).toHaveLength(40);

    await scrollToBottomFor(5);
    expect(shownOptions()).toHaveLength(40);
    expect(shownOptions()[0]).toBe('海南企业011');
    expect(shownOptions().at(-1)).toBe('海南企业050');
    // The dropped page's ten options left from above what was being read.
    expect(popupList().scrollTop).toBe(40 * OPTION_HEIGHT - POPUP_HEIGHT - 10 * OPTION_HEIGHT);
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('海南企业003');

    scrollPopup('top');
    await waitFor(() => expect(shownOptions()[0]).toBe('海南企业001'));
    expect(requestedPages()).toEqual(['1', '2', '3', '4', '5', '1']);
    expect(shownOptions().at(-1)).toBe('海南企业040');
    expect(popupList().scrollTop).toBe(10 * OPTION_HEIGHT);
  });

  test('searches once the typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    renderInApp(<EnterprisePicker path="/api/enterprise/options" multiple />);
    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(shownOptions()).toHaveLength(10));

    await user.keyboard('企业09');

    await waitFor(() => expect(shownOptions()).toEqual(enterprises.slice(89).map((row) => row.enterpriseName)));
    const searches = server.received.slice(1).map((request) => Object.fromEntries(request.url.searchParams));
    expect(searches).toEqual([{ keyword: '企业09', pageIndex: '1', pageSize: '10' }]);

    scrollPopup('bottom');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received).toHaveLength(2);
  });

  test('reads the legacy Data.PageData shape and stops after the last page', async () => {
    const user = userEvent.setup();
    renderInApp(<EnterprisePicker path="/legacy" />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('8');
    await waitFor(() => expect(shownOptions()[0]).toBe('海南企业008'));
    expect(shownOptions()).toHaveLength(10);

    scrollPopup('bottom');
    await waitFor(() => expect(shownOptions()).toHaveLength(18));
    expect(shownOptions().at(-1)).toBe('海南企业089');
    scrollPopup('bottom');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.received.filter((request) => request.url.searchParams.get('keyword') === '8')).toHaveLength(2);

    await user.click(screen.getByTitle('海南企业085'));
    expect(chosen()).toBe(85);
    expect(document.querySelector('.ant-select-content')?.getAttribute('title')).toBe('海南企业085');
  });
});
