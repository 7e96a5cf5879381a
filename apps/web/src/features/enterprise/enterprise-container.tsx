import { Alert, Spin, Tabs } from 'antd';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { useEnterprise } from './enterprise-api.ts';
import { IntroductionTab } from './introduction-tab.tsx';
import { PersonsTab } from './persons-tab.tsx';

/**
 * One enterprise in tabs 基本信息 / 人员信息 / 企业简介 (spec §2 screen 10): the enterprise's own
 * user edits (isEnterpriseUser), management reads the enterprise named by `enterpriseId`.
 */
export function EnterpriseContainer({
  enterpriseId,
  isEnterpriseUser,
}: {
  enterpriseId?: number;
  isEnterpriseUser: boolean;
}) {
  const enterprise = useEnterprise(enterpriseId);
  if (enterprise.isLoading) return <Spin />;
  if (!enterprise.data) return <Alert type="warning" title="企业信息加载失败，请刷新重试" />;
  const profile = enterprise.data;
  return (
    <Tabs
      items={[
        {
          key: 'basic',
          label: '基本信息',
          children: <BasicInfoTab profile={profile} isEnterpriseUser={isEnterpriseUser} />,
        },
        {
          key: 'persons',
          label: '人员信息',
          children: <PersonsTab enterpriseId={profile.id} isEnterpriseUser={isEnterpriseUser} />,
        },
        {
          key: 'intro',
          label: '企业简介',
          children: <IntroductionTab enterpriseId={isEnterpriseUser ? undefined : profile.id} />,
        },
      ]}
    />
  );
}
