import { Card, Col, Row, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HolidayDay } from './holiday-api.ts';
import './year-calendar.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

interface YearCalendarProps {
  year: number;
  days: HolidayDay[];
  onPick: (day: string) => void;
}

/** Twelve months of a year, Monday first; holidays marked 休, adjusted working days 班 (spec §2 holiday year view). */
export function YearCalendar({ year, days, onPick }: YearCalendarProps) {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return (
    <Row gutter={[16, 16]}>
      {Array.from({ length: 12 }, (_, month) => {
        const first = dayjs(new Date(year, month, 1));
        const lead = (first.day() + 6) % 7;
        const cells = [
          ...Array<null>(lead).fill(null),
          ...Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day')),
        ];
        return (
          <Col key={month} xs={24} sm={12} lg={8} xl={6}>
            <Card size="small" title={`${month + 1}月`}>
              <div className="year-calendar__grid" role="grid" aria-label={`${year}年${month + 1}月`}>
                {WEEKDAYS.map((weekday) => (
                  <Typography.Text key={weekday} type="secondary" className="year-calendar__head">
                    {weekday}
                  </Typography.Text>
                ))}
                {cells.map((date, index) => {
                  if (!date) return <span key={`lead-${index}`} />;
                  const text = date.format('YYYY-MM-DD');
                  const marked = byDay.get(text);
                  const weekend = date.day() === 0 || date.day() === 6;
                  const kind = marked ? (marked.holiday === 1 ? 'rest' : 'work') : weekend ? 'weekend' : 'plain';
                  const label = `${text}${marked ? `，${marked.name}（${marked.holiday === 1 ? '放假' : '调休上班'}）` : ''}`;
                  const cell = (
                    <button
                      type="button"
                      className={`year-calendar__day year-calendar__day--${kind}`}
                      aria-label={label}
                      onClick={() => onPick(text)}
                    >
                      {date.date()}
                      {marked && <sup>{marked.holiday === 1 ? '休' : '班'}</sup>}
                    </button>
                  );
                  return marked ? (
                    <Tooltip key={text} title={marked.name}>
                      {cell}
                    </Tooltip>
                  ) : (
                    <span key={text}>{cell}</span>
                  );
                })}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
