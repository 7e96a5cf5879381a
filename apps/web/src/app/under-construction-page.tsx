import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';

export function UnderConstructionPage({ menuName }: { menuName: string }) {
  return <Result icon={<ToolOutlined />} title={menuName} subTitle="功能建设中，敬请期待" />;
}
