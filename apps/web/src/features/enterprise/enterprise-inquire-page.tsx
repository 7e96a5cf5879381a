import { dictOptions, MSG, QUALIFICATION_LEVEL, type Page } from '@credit/rules';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { request } from '@/api/http.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
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
  const columns: ListColumn<EnterpriseRow>[] = [
    { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'socialCreditCode' },
    { title: '资质等级', dataIndex: 'qualificationLevelDescription' },
    { title: '联系人', dataIndex: 'contactPerson' },
    { title: '联系电话', dataIndex: 'contactPhone' },
    {
      title: '操作',
      key: 'operation',
      exportable: false,
      render: (_: unknown, row: EnterpriseRow) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<EnterpriseRow>
        title="企业查询"
        rowKey="id"
        columns={columns}
        filters={[
          { name: 'enterpriseName', label: '企业名称', type: 'text', maxLength: 50 },
          { name: 'socialCreditCode', label: '统一社会信用代码', type: 'text', maxLength: 18 },
          { name: 'qualificationLevel', label: '资质等级', type: 'select', options: dictOptions(QUALIFICATION_LEVEL) },
          {
            name: 'enterpriseType',
            label: '企业类型',
            type: 'select',
            options: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
          },
          // Any level: the server matches a province, a city or a district code.
          { name: 'area', label: '所在地区', type: 'cascader', options: divisions.data ?? [] },
        ]}
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
