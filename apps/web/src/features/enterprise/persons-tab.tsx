import { MSG, personListSpec } from '@credit/rules';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { ChangeHistoryDialog } from './change-history-dialog.tsx';
import { useSync } from './basic-info-tab.tsx';
import { fetchPersons, markLeft, type PersonRow } from './person-api.ts';
import { PersonDialog, type PersonDialogMode } from './person-dialog.tsx';

/** 人员信息 (spec §2 screen 2): filters, the staff table with history, and the person dialog. */
export function PersonsTab({ enterpriseId, isEnterpriseUser }: { enterpriseId: number; isEnterpriseUser: boolean }) {
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<PersonDialogMode | null>(null);
  const [historyOf, setHistoryOf] = useState<PersonRow | null>(null);
  const [syncing, sync] = useSync(enterpriseId);
  const reloadRef = useRef<() => void>(() => undefined);

  const leave = (person: PersonRow) =>
    modal.confirm({
      title: '确认离职',
      content: `确定将「${person.name}」设为离职吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const answer = await markLeft(person.id);
        void message.success(answer.message);
        reloadRef.current();
      },
    });

  return (
    <>
      <ListPage<PersonRow>
        title="人员信息"
        rowKey="id"
        spec={personListSpec}
        actions={{
          render: (person) => (
            <Space size={4} wrap>
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'view', id: person.id })}>
                查看
              </Button>
              {isEnterpriseUser && (
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', id: person.id })}>
                  编辑
                </Button>
              )}
              <Button type="link" size="small" onClick={() => setHistoryOf(person)}>
                历史
              </Button>
              {isEnterpriseUser && person.enabled && (
                <Button type="link" size="small" danger onClick={() => leave(person)}>
                  离职
                </Button>
              )}
            </Space>
          ),
        }}
        fetchPage={(query) => fetchPersons(isEnterpriseUser ? undefined : enterpriseId, query)}
        toolbar={({ reload }) => {
          reloadRef.current = reload;
          return (
            isEnterpriseUser && (
              <>
                <Button loading={syncing} onClick={() => void sync('EnterprisePersonDataSynchro').then(reload)}>
                  从综合服务平台同步人员
                </Button>
                <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
                  添加人员
                </Button>
              </>
            )
          );
        }}
      />
      <PersonDialog mode={dialog} onClose={() => setDialog(null)} onSaved={() => reloadRef.current()} />
      <ChangeHistoryDialog
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={`人员历史：${historyOf?.name ?? ''}`}
        historyType={1}
        id={historyOf?.id}
        emptyText={MSG.noPersonHistory}
      />
    </>
  );
}
