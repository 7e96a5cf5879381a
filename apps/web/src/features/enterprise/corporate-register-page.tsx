import { Alert, Button, Card, Flex, Spin, Steps, Tag } from 'antd';
import { Link } from 'react-router';
import { FieldTable } from '@/components/field-table.tsx';
import { AnnexesByType } from './annexes-by-type.tsx';
import { ENTERPRISE_ANNEX_TYPES, placeText, useEnterprise, type EnterpriseProfile } from './enterprise-api.ts';

const COMMIT_LETTER = '承诺书';

/** 注册 → 承诺书 → 开通: how far the enterprise's registration has come. */
function RegistrationSteps({ profile }: { profile: EnterpriseProfile }) {
  const letters = profile.enterpriseAnnexes.filter((annex) => annex.fileType === COMMIT_LETTER);
  const submitted = profile.commitLetterSubmitted;
  return (
    <Steps
      current={submitted ? 2 : 1}
      status={submitted ? 'finish' : 'process'}
      items={[
        { title: '提交注册信息', content: profile.createTime },
        { title: '提交信用承诺书', content: submitted ? letters.at(-1)?.createTime : '待提交' },
        { title: '开通平台功能' },
      ]}
    />
  );
}

/**
 * corporateRegister (企业注册信息): the signed-in enterprise's registration — its progress, the facts
 * it registered with (read-only; they change in 我的企业) and the signed letter and licence. A
 * newly signed letter goes through /register1.
 */
export function CorporateRegisterPage() {
  const enterprise = useEnterprise(undefined);
  if (enterprise.isLoading) return <Spin />;
  if (!enterprise.data) return <Alert type="warning" title="企业信息加载失败，请刷新重试" />;
  const profile = enterprise.data;
  const facts: [string, string | number][] = [
    ['统一社会信用代码', profile.socialCreditCode],
    ['企业名称', profile.enterpriseName],
    ['企业类型', profile.enterpriseDescription],
    ['法定代表人', profile.legalRepresentative],
    ['注册资本（万元）', profile.registeredCapital],
    ['成立日期', profile.enterpriseEstablishmentTime],
    ['所在地区', placeText(profile)],
    ['注册地址', profile.registeredAddress],
    ['经营范围', profile.businessscope],
    ['注册时间', profile.createTime],
  ];
  return (
    <Flex vertical gap={16}>
      <Card title="注册进度">
        <RegistrationSteps profile={profile} />
      </Card>
      <Card
        title="注册信息"
        extra={
          <Link to="/register1">
            <Button type="primary">{profile.commitLetterSubmitted ? '重新提交承诺书' : '提交承诺书'}</Button>
          </Link>
        }
      >
        <FieldTable
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            ...facts.map(([label, value]) => ({ key: label, label, children: value })),
            {
              key: 'letter',
              label: '信用承诺书',
              children: profile.commitLetterSubmitted ? (
                <Tag color="success">已提交</Tag>
              ) : (
                <Tag color="warning">未提交</Tag>
              ),
            },
          ]}
        />
        <Alert style={{ marginTop: 16 }} type="info" title="注册信息如有变更，请在“我的企业”中编辑基本信息。" />
      </Card>
      <Card title="注册附件">
        <AnnexesByType annexes={profile.enterpriseAnnexes} types={ENTERPRISE_ANNEX_TYPES} />
      </Card>
    </Flex>
  );
}
