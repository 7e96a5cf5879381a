import { DESKS } from '@credit/rules';
import { Result, Tabs } from 'antd';
import { useLocation } from 'react-router';
import { DeskStatisticsView } from './desk-statistics-view.tsx';

/** The desk route a `<desk route>_emattersecharts` page belongs to. */
export const deskRouteOf = (pathname: string) => pathname.replace(/^\/+/, '').replace(/_emattersecharts$/, '');

/**
 * `<desk route>_emattersecharts`: the statistics of the review desks working that route, one tab
 * each where several flows' desks share it (部门领导审核).
 */
export function DeskStatisticsPage() {
  const route = deskRouteOf(useLocation().pathname);
  const desks = DESKS.filter((desk) => desk.kind === 'review' && desk.route === route);
  const [only] = desks;
  if (!only) return <Result status="404" title="该页面没有岗位统计" />;
  if (desks.length === 1) return <DeskStatisticsView desk={only} />;
  return (
    <Tabs
      items={desks.map((desk) => ({
        key: `${desk.flow}:${desk.key}`,
        label: desk.title,
        children: <DeskStatisticsView desk={desk} />,
      }))}
    />
  );
}
