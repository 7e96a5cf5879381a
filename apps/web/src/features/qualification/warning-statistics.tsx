import { Button, Card, Flex, Space, Statistic, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { WarningStatistics } from './qualification-api.ts';

/** The cascader's path of a 6-digit division code: province, city, county (the URL keeps the whole path). */
const divisionPath = (code: string) => [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].join(',');

/**
 * Warnings counted by qualification level and by county; each figure opens the list behind it
 * (that filter alone, from the first page).
 */
export function WarningStatisticsCard({ statistics }: { statistics: WarningStatistics | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterBy = (name: 'item' | 'address', value: string) => {
    const next = new URLSearchParams();
    const pageSize = searchParams.get('pageSize');
    if (pageSize) next.set('pageSize', pageSize);
    next.set('pageIndex', '1');
    next.set(name, value);
    setSearchParams(next, { replace: true });
  };
  const figures = (title: string, items: WarningStatistics['byLevel'], onPick: (key: string) => void) => (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Space wrap size="middle">
        {items.length === 0 && <Typography.Text type="secondary">暂无数据</Typography.Text>}
        {items.map((item) => (
          <Button
            key={item.key}
            type="text"
            style={{ height: 'auto' }}
            aria-label={`查看${item.label}的预警企业（${item.count}家）`}
            title={`点击查看${item.label}的预警企业`}
            onClick={() => onPick(item.key)}
          >
            <Statistic title={item.label} value={item.count} suffix="家" styles={{ content: { color: '#1677ff' } }} />
          </Button>
        ))}
      </Space>
    </Flex>
  );
  return (
    <Card
      title={statistics?.month ? `预警统计（${statistics.month} 月度评估）` : '预警统计'}
      loading={!statistics}
      extra={
        statistics && (
          <Typography.Text>
            预警企业 {statistics.total} 家，其中已扣除基础分 {statistics.deducted} 家
          </Typography.Text>
        )
      }
    >
      {statistics && (
        <Flex gap={48} wrap>
          {figures('按资质等级', statistics.byLevel, (key) => filterBy('item', key))}
          {figures('按区县', statistics.byArea, (key) => filterBy('address', divisionPath(key)))}
        </Flex>
      )}
    </Card>
  );
}
