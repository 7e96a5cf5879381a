import { Badge, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/empty-note.tsx';
import { useMatters } from './use-matters.ts';

/** theMatters: the open items of every desk the user holds, each with a way to its list (same counts as the menus). */
export function MattersPage() {
  const matters = useMatters();
  const items = matters.data ?? [];
  if (matters.isSuccess && items.length === 0) return <EmptyNote text="暂无待办事项" />;
  const total = items.reduce((sum, matter) => sum + matter.count, 0);
  return (
    <Card title="待办事项" loading={matters.isLoading} extra={<Typography.Text>共 {total} 项待办</Typography.Text>}>
      <Row gutter={[16, 16]}>
        {items.map((matter) => (
          <Col key={`${matter.kind}:${matter.key}`} xs={24} sm={12} lg={8}>
            <Card size="small">
              <Badge dot={matter.count > 0} offset={[6, 0]}>
                <Statistic title={matter.title} value={matter.count} suffix="项" />
              </Badge>
              <div style={{ marginTop: 12 }}>
                <Link to={`/${matter.route}`}>
                  <Button type={matter.count > 0 ? 'primary' : 'default'} size="small">
                    {matter.kind === 'review' ? '去审核' : '去修改'}
                  </Button>
                </Link>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
