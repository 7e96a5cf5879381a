import { defineDictionary, defineListSpec, pagingQuerySchema, type Page } from '@credit/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { renderInApp } from '../support/render-in-app.tsx';
import { watchSavedFiles } from '../support/saved-files.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Appeal {
  id: number;
  registerNumber: string;
  enterpriseName: string;
  reason: string;
  complainant: string;
  state: number;
}

const STATE = defineDictionary([
  [3, '待初审'],
  [7, '申诉成立'],
]);

// Not in LIST_SPECS: the choice lives on screen only, which is all the control needs.
const spec = defineListSpec({
  input: pagingQuerySchema,
  fields: {
    registerNumber: { title: '登记编号' },
    enterpriseName: { title: '企业名称' },
    state: { title: '处理状态', dictionary: STATE },
    reason: { title: '申诉理由' },
    complainant: { title: '申诉人', hidden: true },
  },
});

const onePage = async (): Promise<Page<Appeal>> => ({
  pageData: [
    { id: 1, registerNumber: 'XY1', enterpriseName: '海口建设企业', reason: '理由', complainant: '王五', state: 3 },
  ],
  totalCount: 1,
  pageIndex: 1,
  pageSize: 10,
});

let server: TestServer;
let saved: ReturnType<typeof watchSavedFiles>;
beforeEach(async () => {
  saved = watchSavedFiles();
  server = await startTestServer((_request, response) => response.writeHead(500).end());
});
afterEach(async () => {
  saved.stop();
  await server.close();
});

function renderAppeals() {
  renderInApp(
    <ListPage<Appeal>
      title="申诉初审"
      spec={spec}
      actions={{ render: (row) => <a>{`审核${row.id}`}</a> }}
      fetchPage={onePage}
      rowKey="id"
      exportConfig={{ url: `${server.origin}/api/appeal`, fileTitle: '申诉' }}
    />,
  );
}

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);
const openSettings = async () => {
  await userEvent.click(screen.getByRole('button', { name: /列设置/ }));
  return within(await screen.findByRole('list', { name: '显示的列' }));
};
const rowsOf = () =>
  within(screen.getByRole('list', { name: '显示的列' }))
    .getAllByRole('listitem')
    .map((item) => ({
      title: item.textContent,
      checked: within(item).getByRole('checkbox').matches(':checked'),
    }));
const exportedColumns = async () => {
  await userEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
  await waitFor(() => expect(server.received).toHaveLength(1));
  return server.received[0]!.url.searchParams.get('columns');
};

describe('列设置', () => {
  test('offers the data columns, shown ones first in their order; status and 操作 are not offered', async () => {
    renderAppeals();
    await screen.findByText('XY1');
    await openSettings();
    expect(rowsOf()).toEqual([
      { title: '登记编号', checked: true },
      { title: '企业名称', checked: true },
      { title: '申诉理由', checked: true },
      { title: '申诉人', checked: false },
    ]);
    expect(screen.getByRole('button', { name: '恢复默认' })).toHaveProperty('disabled', true);
  });

  test('shows, hides and moves columns; the table and the export follow the order', async () => {
    renderAppeals();
    await screen.findByText('XY1');
    const chooser = await openSettings();

    await userEvent.click(chooser.getByRole('checkbox', { name: '申诉人' }));
    await userEvent.click(chooser.getByRole('button', { name: '上移 申诉人' }));
    await userEvent.click(chooser.getByRole('button', { name: '上移 申诉人' }));
    await userEvent.click(chooser.getByRole('checkbox', { name: '企业名称' }));
    await userEvent.click(chooser.getByRole('button', { name: '下移 登记编号' }));

    expect(rowsOf().map((row) => row.title)).toEqual(['申诉人', '登记编号', '申诉理由', '企业名称']);
    expect(headers()).toEqual(['申诉人', '登记编号', '申诉理由', '处理状态', '操作']);
    expect(await exportedColumns()).toBe('complainant,registerNumber,reason,state');
  });

  test('keeps at least one column; 恢复默认 brings back the declared columns', async () => {
    renderAppeals();
    await screen.findByText('XY1');
    const chooser = await openSettings();
    for (const title of ['企业名称', '申诉理由']) await userEvent.click(chooser.getByRole('checkbox', { name: title }));
    expect(chooser.getByRole('checkbox', { name: '登记编号' })).toHaveProperty('disabled', true);
    expect(chooser.getByRole('button', { name: '上移 登记编号' })).toHaveProperty('disabled', true);
    expect(chooser.getByRole('button', { name: '下移 登记编号' })).toHaveProperty('disabled', true);
    expect(headers()).toEqual(['登记编号', '处理状态', '操作']);

    await userEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(headers()).toEqual(['登记编号', '企业名称', '申诉理由', '处理状态', '操作']);
    expect(await exportedColumns()).toBe('registerNumber,enterpriseName,reason,state');
  });
});
