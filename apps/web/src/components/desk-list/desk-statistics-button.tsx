import { BarChartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router';

/**
 * 统计 on a desk's screen: the desk's statistics page (`<desk route>_emattersecharts`,
 * docs/statistics-desks.md), which the guard opens to whoever holds the desk's menu.
 */
export function DeskStatisticsButton() {
  const { pathname } = useLocation();
  return (
    <Link to={`${pathname.replace(/\/+$/, '')}_emattersecharts`}>
      <Button icon={<BarChartOutlined />}>统计</Button>
    </Link>
  );
}
