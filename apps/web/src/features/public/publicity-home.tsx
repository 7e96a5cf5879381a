import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { PUBLICITY_LISTS } from './public-sections.ts';

/** The publicity index: one card per public list. */
export function PublicityHome() {
  return (
    <Row gutter={[16, 16]}>
      {PUBLICITY_LISTS.map((section) => (
        <Col key={section.path} xs={24} sm={12} lg={8}>
          <Link to={section.path}>
            <Card hoverable title={section.title}>
              {section.summary}
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
