import { MSG } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { request } from '@/api/http.ts';
import { AttachmentThumbnails } from '@/components/detail-view/attachment-thumbnails.tsx';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { ChangeHistoryDialog } from './change-history-dialog.tsx';
import { EnterpriseEditDialog } from './enterprise-edit-dialog.tsx';
import type { EnterpriseProfile } from './enterprise-api.ts';

/** 同步 from the comprehensive service platform: the server's message, the data reloaded. */
export function useSync(enterpriseId: number) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, run] = useBusyAction();
  const sync = (call: 'enterprisedatasynchro' | 'EnterprisePersonDataSynchro') =>
    run(async () => {
      const answer = await request<null>({
        url: `/api/enterprise/${call}`,
        params: { guid: enterpriseId },
        timeoutMs: 30_000,
      });
      void message.success(answer.message);
      await queryClient.invalidateQueries();
    });
  return [busy, sync] as const;
}

/** 基本信息 (spec §2 screen 1): the read-only table; the enterprise's own user edits, syncs and reads the history. */
export function BasicInfoTab({ profile, isEnterpriseUser }: { profile: EnterpriseProfile; isEnterpriseUser: boolean }) {
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [syncing, sync] = useSync(profile.id);

  const rows: [string, string | number | null][] = [
    ['企业名称', profile.enterpriseName],
    ['统一社会信用代码', profile.socialCreditCode],
    ['法定代表人', profile.legalRepresentative],
    ['法人身份证号', profile.corporateIDCard],
    ['所在地区', [profile.provinceName, profile.areaName, profile.countyName].join(' / ')],
    ['企业类型', profile.enterpriseDescription],
    ['资质等级', profile.qualificationLevelDescription || '—'],
    ['注册资本（万元）', profile.registeredCapital],
    ['成立日期', profile.enterpriseEstablishmentTime],
    ['联系人', profile.contactPerson],
    ['联系电话', profile.contactPhone],
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
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={rows.map(([label, value]) => ({ key: label, label, children: value ?? '—' }))}
      />
      <Descriptions
        style={{ marginTop: 16 }}
        bordered
        size="small"
        column={1}
        items={['承诺书', '营业执照'].map((type) => ({
          key: type,
          label: type,
          children: <AttachmentThumbnails attachments={profile.enterpriseAnnexes.filter((a) => a.fileType === type)} />,
        }))}
      />
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
