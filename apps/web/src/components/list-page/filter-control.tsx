import { Cascader, DatePicker, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FilterField } from './types.ts';
import { charLimit } from '@/components/char-limit.ts';

const wide = { width: '100%' };

function futureDisabler(field: FilterField, unit: 'day' | 'year') {
  return field.disabledFuture ? (current: Dayjs) => current.isAfter(dayjs(), unit) : undefined;
}

/** The input a filter field shows; Form.Item hands it value and onChange. */
export function filterControl(field: FilterField): ReactNode {
  const choose = field.placeholder ?? `请选择${field.label}`;
  switch (field.type) {
    case 'text':
      return (
        <Input
          allowClear
          count={charLimit(field.maxLength)}
          placeholder={field.placeholder ?? `请输入${field.label}`}
        />
      );
    case 'select':
      return <Select allowClear options={field.options} placeholder={choose} />;
    case 'multiSelect':
      return (
        <Select allowClear mode="multiple" maxTagCount="responsive" options={field.options} placeholder={choose} />
      );
    case 'dateRange':
      return <DatePicker.RangePicker style={wide} disabledDate={futureDisabler(field, 'day')} />;
    case 'dateTimeRange':
      return <DatePicker.RangePicker style={wide} showTime disabledDate={futureDisabler(field, 'day')} />;
    case 'year':
      return (
        <DatePicker style={wide} picker="year" placeholder={choose} disabledDate={futureDisabler(field, 'year')} />
      );
    case 'radio':
      return <Radio.Group options={field.options} />;
    case 'cascader':
      return <Cascader allowClear changeOnSelect showSearch options={field.options} placeholder={choose} />;
  }
}
