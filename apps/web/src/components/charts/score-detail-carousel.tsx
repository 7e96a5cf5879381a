import { Button, Carousel, Flex, List, Tag, Typography } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useRef, useState } from 'react';
import { EmptyNote } from '../empty-note.tsx';
import { ScoreDetailDialog, type RecordDetail } from './score-detail-dialog.tsx';
import type { TrendRecord } from './trend-api.ts';

/** Spec §9: the trend carousel shows five score detail rows a slide. */
export const ROWS_PER_SLIDE = 5;

/** The records that counted in the period shown, five a slide; a row opens its detail. */
export function ScoreDetailCarousel({
  records,
  animate,
  detail,
}: {
  records: TrendRecord[];
  animate: boolean;
  detail?: RecordDetail;
}) {
  const [opened, setOpened] = useState<TrendRecord | null>(null);
  const [slide, setSlide] = useState(0);
  const carousel = useRef<CarouselRef>(null);
  if (records.length === 0) return <EmptyNote text="该期间暂无计分的信用记录" />;
  const slides = Array.from({ length: Math.ceil(records.length / ROWS_PER_SLIDE) }, (_, i) =>
    records.slice(i * ROWS_PER_SLIDE, (i + 1) * ROWS_PER_SLIDE),
  );
  return (
    <section aria-label="计分明细">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>计分明细（共 {records.length} 条）</Typography.Title>
        <Flex gap={8} align="center">
          <Button size="small" disabled={slide === 0} onClick={() => carousel.current?.prev()}>
            上一页
          </Button>
          <span>
            {slide + 1} / {slides.length}
          </span>
          <Button size="small" disabled={slide === slides.length - 1} onClick={() => carousel.current?.next()}>
            下一页
          </Button>
        </Flex>
      </Flex>
      <Carousel ref={carousel} dots={false} infinite={false} speed={animate ? 500 : 0} afterChange={setSlide}>
        {slides.map((rows, index) => (
          <div key={index}>
            <List
              size="small"
              dataSource={rows}
              renderItem={(record) => (
                <List.Item
                  actions={[
                    <Button key="view" type="link" size="small" onClick={() => setOpened(record)}>
                      查看
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Flex gap={8} align="center">
                        <Tag color={record.scoreValue >= 0 ? 'green' : 'red'}>{record.creditTypeDescription}</Tag>
                        <span>{record.behaviorContentName}</span>
                      </Flex>
                    }
                    description={`${record.identificationUnit} · 认定日期 ${record.actDeterminationDate}`}
                  />
                  <Typography.Text strong type={record.scoreValue >= 0 ? 'success' : 'danger'}>
                    {record.scoreValue > 0 ? `+${record.scoreValue}` : record.scoreValue}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </div>
        ))}
      </Carousel>
      <ScoreDetailDialog record={opened} onClose={() => setOpened(null)} detail={detail} />
    </section>
  );
}
