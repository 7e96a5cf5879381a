import { defineDictionary, defineListSpec, pagingQuerySchema, type Page } from '@credit/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { exportColumnKeys } from '@/components/list-page/export-columns.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { specColumns } from '@/components/list-page/spec-columns.tsx';
import type { ListQuery } from '@/components/list-page/types.ts';
import { renderInApp } from './support/render-in-app.tsx';

interface Appeal {
  id: number;
  registerNumber: string;
  enterpriseName: string;
  reason: string;
  complainant: string;
  state: number;
}

const APPEAL_STATE = defineDictionary([
  [3, '待初审'],
  [7, '申诉成立'],
]);

const LONG_REASON = '认定事实与现场记录不符，项目负责人已于当日提交整改材料并经建设单位签字确认，请求撤销该不良记录';

const appeals: Appeal[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  registerNumber: `XY20260000${String(index + 1).padStart(2, '0')}`,
  enterpriseName: `海口建设企业${index + 1}`,
  reason: LONG_REASON,
  complainant: `申诉人${index + 1}`,
  state: index % 2 === 0 ? 3 : 7,
}));

// Declared with the status in the middle, as lists are: the table moves it beside 操作.
const spec = defineListSpec({
  input: pagingQuerySchema,
  fields: {
    registerNumber: { title: '登记编号' },
    enterpriseName: { title: '企业名称' },
    state: { title: '处理状态', dictionary: APPEAL_STATE, colors: { 3: 'processing', 7: 'success' } },
    reason: { title: '申诉理由', long: true },
    complainant: { title: '申诉人', hidden: true },
  },
});
const actions = { render: (row: Appeal) => <Button type="link">{`审核${row.id}`}</Button> };

function appealSource() {
  const queries: ListQuery[] = [];
  const fetchPage = async (query: ListQuery): Promise<Page<Appeal>> => {
    queries.push(query);
    const start = (query.pageIndex - 1) * query.pageSize;
    return {
      pageData: appeals.slice(start, start + query.pageSize),
      totalCount: appeals.length,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    };
  };
  return { queries, fetchPage };
}

/** The window's width as antd's breakpoints read it (test/setup.ts answers media queries from it). */
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const JSDOM_WIDTH = window.innerWidth;
afterEach(() => setWindowWidth(JSDOM_WIDTH));

function renderAppeals(source = appealSource()) {
  renderInApp(
    <ListPage
      title="申诉初审"
      spec={spec}
      actions={actions}
      fetchPage={source.fetchPage}
      rowKey="id"
      selectable
      toolbar={({ selectedKeys }) => <Button>{`已选 ${selectedKeys.join('/')}`}</Button>}
    />,
  );
  return source;
}

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);

describe('a list on a wide screen', () => {
  test('pins its status and 操作 at the right, cuts long text with the whole on hover, hides defaultHidden columns', async () => {
    renderAppeals();
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(10));

    expect(headers().slice(1)).toEqual(['登记编号', '企业名称', '申诉理由', '处理状态', '操作']);
    const firstRow = document.querySelector<HTMLElement>('.ant-table-row')!;
    const pinned = [...firstRow.querySelectorAll('.ant-table-cell-fix-end')].map((cell) => cell.textContent);
    expect(pinned).toEqual(['待初审', '审核1']);
    const reason = within(firstRow).getByText(LONG_REASON).closest('td');
    expect(reason?.classList.contains('ant-table-cell-ellipsis')).toBe(true);
    expect(reason?.getAttribute('title')).toBe(LONG_REASON);
    expect(screen.queryByText('申诉人1')).toBeNull();
  });

  test('列设置 shows a hidden column after the shown ones; the export writes it all along', async () => {
    const user = userEvent.setup();
    renderAppeals();
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const choices = await screen.findByRole('tooltip');
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['登记编号', '企业名称', '申诉理由', '申诉人']);
    await user.click(within(choices).getByLabelText('申诉人'));

    expect(await screen.findByText('申诉人1')).toBeTruthy();
    expect(headers()).toContain('申诉人');
    expect(headers().slice(1)).toEqual(['登记编号', '企业名称', '申诉理由', '申诉人', '处理状态', '操作']);
    expect(exportColumnKeys(specColumns(spec, {}, actions))).toEqual([
      'registerNumber',
      'enterpriseName',
      'state',
      'reason',
      'complainant',
    ]);
  });
});

describe('a list below 768 px', () => {
  test('draws each row as a card: title and status at the head, figures under their titles, actions at the foot', async () => {
    setWindowWidth(390);
    renderAppeals();
    await waitFor(() => expect(document.querySelectorAll('.list-card')).toHaveLength(10));
    expect(document.querySelector('.ant-table')).toBeNull();

    const card = document.querySelector<HTMLElement>('.list-card')!;
    expect(card.querySelector('.list-card__title')?.textContent).toBe('XY2026000001');
    expect(card.querySelector('.list-card__status .ant-tag')?.textContent).toBe('待初审');
    const figures = [...card.querySelectorAll('.list-card__figures dt')].map((term) => term.textContent);
    expect(figures).toEqual(['企业名称', '申诉理由']);
    expect(within(card).getByText(LONG_REASON)).toBeTruthy();
    expect(
      within(card.querySelector<HTMLElement>('.list-card__actions')!).getByRole('button', { name: '审核1' }),
    ).toBeTruthy();
  });

  test('selects rows by their cards and pages on', async () => {
    const user = userEvent.setup();
    setWindowWidth(390);
    const source = renderAppeals();
    await waitFor(() => expect(document.querySelectorAll('.list-card')).toHaveLength(10));

    const [first, second] = [...document.querySelectorAll<HTMLElement>('.list-card')];
    await user.click(within(first!).getByRole('checkbox', { name: '选择' }));
    await user.click(within(second!).getByRole('checkbox', { name: '选择' }));
    expect(screen.getByRole('button', { name: '已选 1/2' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: '已选 1/2/3/4/5/6/7/8/9/10' })).toBeTruthy();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(document.querySelectorAll('.list-card')).toHaveLength(2));
    expect(source.queries.at(-1)).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '已选' })).toBeTruthy();
  });
});
