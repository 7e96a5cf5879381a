import { maskIdCard, maskPhone, MSG } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { FieldTable } from '@/components/field-table.tsx';
import { AnnexesByType } from './annexes-by-type.tsx';
import { ChangeHistoryDialog } from './change-history-dialog.tsx';
import { EnterpriseEditDialog } from './enterprise-edit-dialog.tsx';
import { ENTERPRISE_ANNEX_TYPES, placeText, syncEnterprise, type EnterpriseProfile } from './enterprise-api.ts';

/** 同步 from the comprehensive service platform: the server's message, the data reloaded. */
export function useSync(enterpriseId: number) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, run] = useBusyAction();
  const sync = (call: 'enterprisedatasynchro' | 'EnterprisePersonDataSynchro') =>
    run(async () => {
      const answer = await syncEnterprise(call, enterpriseId);
      void message.success(answer.message);
      await queryClient.invalidateQueries();
    });
  return [busy, sync] as const;
}

/**
 * 基本信息 (spec §2 screen 1): the read-only table, the ID card and mobile masked as everywhere they
 * are shown (spec §5); the enterprise's own user edits (whole values), syncs and reads the history.
 */
export function BasicInfoTab({ profile, isEnterpriseUser }: { profile: EnterpriseProfile; isEnterpriseUser: boolean }) {
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [syncing, sync] = useSync(profile.id);

  const rows: [string, string | number | null][] = [
    ['企业名称', profile.enterpriseName],
    ['统一社会信用代码', profile.socialCreditCode],
    ['法定代表人', profile.legalRepresentative],
    ['法人身份证号', maskIdCard(profile.corporateIDCard)],
    ['所在地区', placeText(profile)],
    ['企业类型', profile.enterpriseDescription],
    ['资质等级', profile.qualificationLevelDescription || '—'],
    ['注册资本（万元）', profile.registeredCapital],
    ['成立日期', profile.enterpriseEstablishmentTime],
    ['联系人', profile.contactPerson],
    ['联系电话', maskPhone(profile.contactPhone)],
    ['固定电话', profile.fixedTelephone],
    ['邮箱', profile.email],
    ['企业网址', profile.enterpriseURL],
    ['办公地址', profile.officeAddress],
    ['注册地址', profile.registeredAddress],
    ['经营范围', profile.businessscope],
    ['备注', profile.remarks],
  ];

  return (
    <Card
      title="基本信息"
      extra={
        <Space wrap>
          <Button onClick={() => setShowHistory(true)}>变更历史</Button>
          {isEnterpriseUser && (
            <>
              <Button loading={syncing} onClick={() => void sync('enterprisedatasynchro')}>
                从综合服务平台同步
              </Button>
              <Button type="primary" onClick={() => setEditing(true)}>
                编辑
              </Button>
            </>
          )}
        </Space>
      }
    >
      <FieldTable
        size="small"
        column={{ xs: 1, md: 2 }}
        items={rows.map(([label, value]) => ({ key: label, label, children: value ?? '—' }))}
      />
      <div style={{ marginTop: 16 }}>
        <AnnexesByType annexes={profile.enterpriseAnnexes} types={ENTERPRISE_ANNEX_TYPES} />
      </div>
      {isEnterpriseUser && <EnterpriseEditDialog profile={profile} open={editing} onClose={() => setEditing(false)} />}
      <ChangeHistoryDialog
        open={showHistory}
        onClose={() => setShowHistory(false)}
        title="企业变更历史"
        historyType={0}
        id={isEnterpriseUser ? undefined : profile.id}
        emptyText={MSG.noEnterpriseHistory}
      />
    </Card>
  );
}
