import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/current-user.ts';
import { menuPages } from '@/app/menus.ts';
import type { SummaryFigure } from './summary-figures.ts';

const TONE_COLORS = { good: '#389e0d', bad: '#d4380d', work: '#1677ff' } as const;

function FigureCard({ figure, linked }: { figure: SummaryFigure; linked: boolean }) {
  const statistic = (
    <Statistic
      title={figure.title}
      value={figure.value}
      suffix={figure.unit}
      styles={{ content: { color: figure.tone ? TONE_COLORS[figure.tone] : undefined } }}
    />
  );
  return (
    <Card size="small" hoverable={linked} style={{ height: '100%' }}>
      {linked ? (
        <Link
          to={`/${figure.page ?? ''}${figure.search ? `?${figure.search}` : ''}`}
          aria-label={`${figure.title} ${figure.value}${figure.unit}，查看列表`}
          style={{ display: 'block', color: 'inherit' }}
        >
          {statistic}
        </Link>
      ) : (
        statistic
      )}
    </Card>
  );
}

/** The headline figures as cards that wrap on a narrow screen; each opens its list when the user's menus hold it. */
export function SummaryCards({ figures }: { figures: readonly SummaryFigure[] }) {
  const user = useCurrentUser();
  const pages = menuPages(user.data?.menus ?? []);
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} sm={8} lg={6} xl={4}>
          <FigureCard figure={figure} linked={figure.page !== undefined && pages.has(figure.page)} />
        </Col>
      ))}
    </Row>
  );
}
