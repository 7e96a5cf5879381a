import { enterpriseListSpec, MSG, type Page } from '@credit/rules';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { request } from '@/api/http.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { useDivisionOptions, useEnterpriseTypes } from './enterprise-api.ts';
import { EnterpriseContainer } from './enterprise-container.tsx';

interface EnterpriseRow {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  qualificationLevelDescription: string;
  contactPerson: string;
  contactPhone: string;
}

/** Spec §8: a list that cannot be read says 获取企业列表失败. */
const fetchEnterprises = async (query: Record<string, string | number>) =>
  (
    await request<Page<EnterpriseRow>>({
      url: '/api/enterprise/page',
      params: query,
      failureMessage: MSG.enterpriseListFailed,
    })
  ).extraData;

/** enterpriseInquire: management finds an enterprise (by name, code, level or area) and opens it read-only in the same tabs. */
export function EnterpriseInquirePage() {
  const [open, setOpen] = useState<EnterpriseRow | null>(null);
  const divisions = useDivisionOptions();
  const types = useEnterpriseTypes();
  return (
    <>
      <ListPage<EnterpriseRow>
        title="企业查询"
        rowKey="id"
        spec={enterpriseListSpec}
        actions={{
          render: (row) => (
            <Button type="link" size="small" onClick={() => setOpen(row)}>
              查看
            </Button>
          ),
        }}
        filterOptions={{
          enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
          area: divisions.data ?? [],
        }}
        fetchPage={fetchEnterprises}
        exportConfig={{ url: '/api/enterprise/page', fileTitle: '企业查询' }}
      />
      <Modal
        open={open !== null}
        title={open?.enterpriseName}
        onCancel={() => setOpen(null)}
        footer={null}
        width={1100}
        destroyOnHidden
      >
        {open && <EnterpriseContainer enterpriseId={open.id} isEnterpriseUser={false} />}
      </Modal>
    </>
  );
}
