import { defineDictionary, defineListSpec, pagingQuerySchema, type Page } from '@credit/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListPageProps, ListQuery } from '@/components/list-page/types.ts';
import { currentSearchParams, renderInApp } from './support/render-in-app.tsx';

interface Release {
  id: number;
  enterpriseName: string;
  state: number;
  createTime: string;
}

const RELEASE_STATE = defineDictionary([
  [3, '待复审'],
  [5, '复审拒绝'],
  [7, '已完成'],
]);

const releases: Release[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  enterpriseName: `海口建设企业${index + 1}`,
  state: [3, 5, 7][index % 3] ?? 3,
  createTime: `2026-01-${String(index + 1).padStart(2, '0')}`,
}));

const text = z.string().optional();
const spec = defineListSpec({
  input: pagingQuerySchema.extend({
    enterpriseName: text,
    state: text,
    registerStart: text,
    registerEnd: text,
    area: text,
  }),
  fields: {
    enterpriseName: { title: '企业名称' },
    createTime: { title: '申请日期' },
    state: { title: '状态', dictionary: RELEASE_STATE, colors: { 3: 'processing', 5: 'error', 7: 'success' } },
  },
  filters: {
    enterpriseName: { label: '企业名称', control: 'text', maxLength: 50 },
    state: { label: '状态', control: 'multiSelect', dictionary: RELEASE_STATE },
    register: { label: '申请日期', control: 'dateRange', disabledFuture: true },
  },
});
const unfiltered = { ...spec, filters: {} };
const actions = { render: () => <a>查看</a> };

/** The list as a screen declares it (its spec and 查看 link), with what a test changes; `url` is where it opens. */
const renderList = (
  fetchPage: ListPageProps<Release>['fetchPage'],
  props: Partial<ListPageProps<Release>> = {},
  url?: string,
) =>
  renderInApp(
    <ListPage<Release> title="列表" spec={spec} actions={actions} fetchPage={fetchPage} rowKey="id" {...props} />,
    url,
  );

/** The list call as a server would answer it, over the in-memory rows; remembers every query. */
function releaseSource(rows: Release[] = releases) {
  const queries: ListQuery[] = [];
  const fetchPage = async (query: ListQuery): Promise<Page<Release>> => {
    queries.push(query);
    const states = query.state === undefined ? undefined : String(query.state).split(',').map(Number);
    const matching = rows.filter(
      (row) =>
        (query.enterpriseName === undefined || row.enterpriseName.includes(String(query.enterpriseName))) &&
        (states === undefined || states.includes(row.state)) &&
        (query.registerStart === undefined || row.createTime >= String(query.registerStart)) &&
        (query.registerEnd === undefined || row.createTime <= String(query.registerEnd)),
    );
    const start = (query.pageIndex - 1) * query.pageSize;
    return {
      pageData: matching.slice(start, start + query.pageSize),
      totalCount: matching.length,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    };
  };
  return { queries, fetchPage };
}

const tableRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('ListPage', () => {
  test('shows the first page with the total, status tags and page-size choices', async () => {
    const source = releaseSource();
    renderList(source.fetchPage, { title: '执业能力发布审核' });

    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByText('执业能力发布审核')).toBeTruthy();
    expect(
      within(tableRows()[0] as HTMLElement)
        .getByText('待复审')
        .closest('.ant-tag'),
    ).toBeTruthy();
    expect(source.queries[0]).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  test('Enter in a filter queries page 1 and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    const { container } = renderList(source.fetchPage, {}, '/list?pageIndex=2');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(source.queries.at(-1)).toMatchObject({ pageIndex: 2 });

    await user.type(screen.getByPlaceholderText('请输入企业名称'), ' 企业2{Enter}');

    await waitFor(() => expect(screen.getByText('共 7 条')).toBeTruthy());
    expect(source.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 10, enterpriseName: '企业2' });
    const params = currentSearchParams(container);
    expect(params.get('enterpriseName')).toBe('企业2');
    expect(params.get('pageIndex')).toBe('1');
  });

  test('a multi-select filter is sent joined by commas; 查询 with the same filters fetches again', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    renderList(source.fetchPage);
    await waitFor(() => expect(tableRows()).toHaveLength(10));

    await user.click(screen.getByLabelText('状态'));
    await user.click(await screen.findByTitle('待复审'));
    await user.click(screen.getByTitle('已完成'));
    await user.click(button('查询'));

    await waitFor(() => expect(screen.getByText('共 17 条')).toBeTruthy());
    expect(source.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 10, state: '3,7' });
    const calls = source.queries.length;
    await user.click(button('查询'));
    await waitFor(() => expect(source.queries).toHaveLength(calls + 1));
  });

  test('a shared link restores filters and page; 重置 clears them from the URL and the form', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    const { container } = renderList(
      source.fetchPage,
      {},
      '/list?tab=2&enterpriseName=企业1&registerStart=2026-01-10&registerEnd=2026-01-19&pageSize=20',
    );

    await waitFor(() => expect(screen.getByText('共 10 条')).toBeTruthy());
    expect(source.queries[0]).toEqual({
      pageIndex: 1,
      pageSize: 20,
      enterpriseName: '企业1',
      registerStart: '2026-01-10',
      registerEnd: '2026-01-19',
    });
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入企业名称').value).toBe('企业1');
    expect(screen.getByDisplayValue('2026-01-10')).toBeTruthy();

    await user.click(button('重置'));

    await waitFor(() => expect(screen.getByText('共 25 条')).toBeTruthy());
    expect(source.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入企业名称').value).toBe('');
    expect(screen.queryByDisplayValue('2026-01-10')).toBeNull();
    expect(currentSearchParams(container).toString()).toBe('tab=2');
  });

  const areaList = {
    spec: { ...spec, filters: { area: { label: '所在地区', control: 'cascader' as const } } },
    filterOptions: {
      area: [
        {
          label: '海南省',
          value: '460000',
          children: [{ label: '海口市', value: '460100', children: [{ label: '龙华区', value: '460106' }] }],
        },
      ],
    },
  };

  test('a cascader filter may stop at any level: the query sends that level, the URL keeps the path', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    const { container } = renderList(source.fetchPage, areaList);
    await waitFor(() => expect(tableRows()).toHaveLength(10));

    await user.click(screen.getByLabelText('所在地区'));
    await user.click(await screen.findByTitle('海南省'));
    await user.click(await screen.findByTitle('海口市'));
    await user.click(button('查询'));

    await waitFor(() => expect(source.queries.at(-1)).toEqual({ pageIndex: 1, pageSize: 10, area: '460100' }));
    expect(currentSearchParams(container).get('area')).toBe('460000,460100');
  });

  test('a shared link with a cascader path shows the path and queries its last level', async () => {
    const source = releaseSource();
    renderList(source.fetchPage, areaList, '/list?area=460000,460100,460106');
    await waitFor(() => expect(source.queries[0]).toEqual({ pageIndex: 1, pageSize: 10, area: '460106' }));
    expect(await screen.findByText('海南省 / 海口市 / 龙华区')).toBeTruthy();
  });

  test('a new page size is kept in localStorage and the URL, and the next page is fetched', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    const { container } = renderList(source.fetchPage, { spec: unfiltered });
    await waitFor(() => expect(tableRows()).toHaveLength(10));

    await user.click(screen.getByText('10 条/页'));
    await user.click(await screen.findByTitle('20 条/页'));

    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(localStorage.getItem('pageSize')).toBe('20');
    expect(currentSearchParams(container).get('pageSize')).toBe('20');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    expect(source.queries.at(-1)).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(currentSearchParams(container).get('pageIndex')).toBe('2');
  });

  test('the stored page size is the default of the next list', async () => {
    localStorage.setItem('pageSize', '30');
    const source = releaseSource();
    renderList(source.fetchPage, { spec: unfiltered });
    await waitFor(() => expect(tableRows()).toHaveLength(25));
    expect(source.queries[0]).toEqual({ pageIndex: 1, pageSize: 30 });
  });

  test('selected rows reach the toolbar; a reload clears the selection', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    renderList(source.fetchPage, {
      spec: unfiltered,
      selectable: true,
      toolbar: ({ selectedKeys, selectedRows, reload }) => (
        <Button onClick={reload}>
          已选 {selectedKeys.join('/')} {selectedRows.map((row) => row.enterpriseName).join('、')}
        </Button>
      ),
    });
    await waitFor(() => expect(tableRows()).toHaveLength(10));

    const [first, second] = [...tableRows()] as HTMLElement[];
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: '已选 1/2 海口建设企业1、海口建设企业2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /已选/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已选' })).toBeTruthy());
    expect(source.queries).toHaveLength(2);
  });

  test('selection can depend on the query', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    renderList(source.fetchPage, { selectable: (query) => query.state === '7' });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(within(tableRows()[0] as HTMLElement).queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByLabelText('状态'));
    await user.click(await screen.findByTitle('已完成'));
    await user.click(button('查询'));

    await waitFor(() => expect(screen.getByText('共 8 条')).toBeTruthy());
    expect(within(tableRows()[0] as HTMLElement).getByRole('checkbox')).toBeTruthy();
  });

  test('a failed fetch leaves the rows already shown', async () => {
    const user = userEvent.setup();
    const source = releaseSource();
    const failingAfterFirst = async (query: ListQuery) => {
      if (source.queries.length > 0) {
        source.queries.push(query);
        throw new Error('服务器内部错误');
      }
      return source.fetchPage(query);
    };
    renderList(failingAfterFirst, { spec: unfiltered });
    await waitFor(() => expect(tableRows()).toHaveLength(10));

    await user.click(screen.getByTitle('2'));

    await waitFor(() => expect(source.queries).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(tableRows()).toHaveLength(10);
    expect(screen.getByText('海口建设企业1')).toBeTruthy();
  });

  test('an empty list says 暂无数据 with the header still fixed at the maximum height', async () => {
    const source = releaseSource([]);
    renderList(source.fetchPage, { spec: unfiltered, maxHeight: 630 });
    await waitFor(() => expect(source.queries).toHaveLength(1));
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.ant-table-body');
    expect(body?.style.maxHeight).toBe('630px');
  });
});
