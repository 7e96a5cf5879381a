import { holidayListSpec } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, DatePicker, Flex, Space, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DownloadTemplateButton, ImportButton } from '@/components/import-button.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { DayDialog } from './day-dialog.tsx';
import { fetchHolidayPage, fetchHolidayYear, holidayKeys, type HolidayDay, type HolidayRow } from './holiday-api.ts';
import { YearCalendar } from './year-calendar.tsx';

/** holiday: the official arrangement deadlines count working days by, as a year view and a list with import and export. */
export function HolidayPage() {
  const client = useQueryClient();
  const [year, setYear] = useState(dayjs().year());
  const [picked, setPicked] = useState<{ day: string; marked?: HolidayDay } | null>(null);
  const days = useQuery({ queryKey: holidayKeys.year(year), queryFn: () => fetchHolidayYear(year) });
  const changed = () => void client.invalidateQueries({ queryKey: holidayKeys.all });

  const yearView = (
    <Card
      title={
        <Space wrap>
          <span>{year}年节假日安排</span>
          <Tag color="red">休 放假</Tag>
          <Tag color="blue">班 调休上班</Tag>
        </Space>
      }
      extra={
        <DatePicker
          picker="year"
          aria-label="年份"
          allowClear={false}
          value={dayjs(new Date(year, 0, 1))}
          onChange={(value) => value && setYear(value.year())}
        />
      }
      loading={days.isLoading}
    >
      <Typography.Paragraph type="secondary">点击日期可设置为放假或调休上班，或取消设置。</Typography.Paragraph>
      <YearCalendar
        year={year}
        days={days.data ?? []}
        onPick={(day) => setPicked({ day, marked: days.data?.find((marked) => marked.day === day) })}
      />
    </Card>
  );

  const list = (
    <ListPage<HolidayRow>
      title="节假日列表"
      rowKey="day"
      spec={holidayListSpec}
      renderers={{ holiday: (_value, row) => row.holidayDescription }}
      fetchPage={fetchHolidayPage}
      toolbar={({ reload }) => (
        <>
          <DownloadTemplateButton url="/api/holiday/download" fileTitle="节假日导入模板" />
          <ImportButton
            url="/api/holiday/import"
            onDone={() => {
              reload();
              changed();
            }}
          />
        </>
      )}
      exportConfig={{ url: '/api/holiday/page', fileTitle: '节假日' }}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Tabs
        items={[
          { key: 'year', label: '年视图', children: yearView },
          { key: 'list', label: '列表', children: list },
        ]}
      />
      <DayDialog day={picked} onClose={() => setPicked(null)} onChanged={changed} />
    </Flex>
  );
}
