import { MENU_ICONS } from '@credit/rules';
import { Select, Space } from 'antd';
import { MENU_ICON_SET } from '@/components/menu-icon-set.tsx';

const options = MENU_ICONS.map((name) => ({
  value: name,
  label: (
    <Space>
      {MENU_ICON_SET[name]}
      {name.replace(/Outlined$/, '')}
    </Space>
  ),
}));

/** Picks a menu's icon from the icon set, each option drawn with its icon. */
export function MenuIconSelect(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  return <Select {...props} showSearch options={options} placeholder="请选择菜单图标" />;
}
