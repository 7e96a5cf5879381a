import { dictOptions, HOLIDAY_KIND, type Page } from '@credit/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, DatePicker, Flex, Space, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { request } from '@/api/http.ts';
import { DownloadTemplateButton, ImportButton } from '@/components/import-button.tsx';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { DayDialog } from './day-dialog.tsx';
import { fetchHolidayYear, type HolidayDay } from './holiday-api.ts';
import { YearCalendar } from './year-calendar.tsx';

type HolidayRow = HolidayDay & { holidayDescription: string };

/** holiday: the official arrangement deadlines count working days by, as a year view and a list with import and export. */
export function HolidayPage() {
  const client = useQueryClient();
  const [year, setYear] = useState(dayjs().year());
  const [picked, setPicked] = useState<{ day: string; marked?: HolidayDay } | null>(null);
  const days = useQuery({ queryKey: ['holiday-year', year], queryFn: () => fetchHolidayYear(year) });
  const changed = () => void client.invalidateQueries({ queryKey: ['holiday-year'] });

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
      columns={[
        { title: '日期', dataIndex: 'day' },
        { title: '是否放假', dataIndex: 'holidayDescription', key: 'holiday' },
        { title: '名称', dataIndex: 'name' },
      ]}
      filters={[
        { name: 'year', label: '年份', type: 'year', defaultValue: dayjs().year() },
        { name: 'holiday', label: '类型', type: 'select', options: dictOptions(HOLIDAY_KIND) },
      ]}
      fetchPage={async (query) =>
        (await request<Page<HolidayRow>>({ url: '/api/holiday/page', params: query })).extraData
      }
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
