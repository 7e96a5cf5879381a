import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import type { ReactNode } from 'react';
import { columnId, isActionColumn, isStatusColumn } from './column-roles.ts';
import type { ListColumn } from './types.ts';

interface ColumnSettingsProps<T> {
  columns: ListColumn<T>[];
  hiddenIds: string[];
  onChange: (hiddenIds: string[]) => void;
}

/** 列设置: a check per data column to show or hide it; status and 操作 always show, they decide the next step. */
export function ColumnSettings<T>({ columns, hiddenIds, onChange }: ColumnSettingsProps<T>) {
  const choices = columns.flatMap((column, index) =>
    isStatusColumn(column) || isActionColumn(column)
      ? []
      : [{ value: columnId(column, index), label: column.title as ReactNode }],
  );
  const shownIds = choices.map((choice) => choice.value).filter((id) => !hiddenIds.includes(id));
  const content = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      options={choices}
      value={shownIds}
      onChange={(ids) => onChange(choices.map((choice) => choice.value).filter((id) => !ids.includes(id)))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
