import { Card } from 'antd';
import { BasicCreditView } from './basic-credit-view.tsx';

/** basicCredit (an enterprise's menu): its own basic credit information. */
export function BasicCreditPage() {
  return (
    <Card title="基础信用信息">
      <BasicCreditView />
    </Card>
  );
}
