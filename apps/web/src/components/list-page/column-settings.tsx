import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import type { ColumnChoice, ColumnOption } from './use-column-choice.ts';

type ChooserProps = Pick<ColumnChoice<unknown>, 'options' | 'shownIds' | 'chosen' | 'choose' | 'reset'>;

/** The ids with the one at `from` moved to `to`. */
const moved = (ids: string[], from: number, to: number) => {
  const order = ids.filter((_, index) => index !== from);
  order.splice(to, 0, ids[from] ?? '');
  return order;
};

/**
 * The columns of a list to choose and order: the shown ones first, in their order, each with a
 * check and 上移 / 下移, then the hidden ones; the last shown column cannot be unchecked.
 */
export function ColumnChooser({ options, shownIds, chosen, choose, reset }: ChooserProps) {
  const byId = new Map(options.map((option) => [option.id, option]));
  const rows: ColumnOption[] = [
    ...shownIds.flatMap((id) => byId.get(id) ?? []),
    ...options.filter((option) => !shownIds.includes(option.id)),
  ];
  return (
    <Flex vertical gap={4}>
      <ul aria-label="显示的列" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map(({ id, title }) => {
          const place = shownIds.indexOf(id);
          return (
            <li key={id}>
              <Flex align="center" justify="space-between" gap={16}>
                <Checkbox
                  checked={place >= 0}
                  disabled={place >= 0 && shownIds.length === 1}
                  onChange={(event) =>
                    choose(event.target.checked ? [...shownIds, id] : shownIds.filter((shown) => shown !== id))
                  }
                >
                  {title}
                </Checkbox>
                <Flex gap={2}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移 ${title}`}
                    disabled={place <= 0}
                    onClick={() => choose(moved(shownIds, place, place - 1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移 ${title}`}
                    disabled={place < 0 || place === shownIds.length - 1}
                    onClick={() => choose(moved(shownIds, place, place + 1))}
                  />
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
      <Button size="small" disabled={!chosen} onClick={reset}>
        恢复默认
      </Button>
    </Flex>
  );
}

/** 列设置: the chooser behind a button of the list's toolbar. */
export function ColumnSettings(props: ChooserProps) {
  return (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={<ColumnChooser {...props} />}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
