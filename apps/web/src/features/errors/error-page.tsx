import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function ErrorPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在或您无权访问"
      subTitle="请检查地址是否正确，或返回首页继续使用。"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
