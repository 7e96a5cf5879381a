import { dictOptions, PERSON_KIND } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useJobTitles } from '@/features/enterprise/enterprise-api.ts';
import { fetchStaff, qualificationKeys } from './qualification-api.ts';
import { charLimit } from '@/components/char-limit.ts';

interface StaffFilter {
  name?: string;
  kind?: number;
  TitleProfessor?: string;
}

/** The enterprise's staff in service behind the count, filtered by name, kind and job title (spec §3). */
export function StaffTable({ enterpriseId }: { enterpriseId: number }) {
  const [form] = Form.useForm<StaffFilter>();
  const [filter, setFilter] = useState<StaffFilter>({});
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const jobTitles = useJobTitles();
  const staff = useQuery({
    queryKey: qualificationKeys.staff(enterpriseId, filter, paging),
    queryFn: () => fetchStaff({ Id: enterpriseId, ...filter, name: filter.name?.trim(), ...paging }),
  });
  const search = (values: StaffFilter) => {
    setFilter(values);
    setPaging((current) => ({ ...current, pageIndex: 1 }));
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="name" label="姓名">
          <Input count={charLimit(40)} allowClear placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="kind" label="人员类别">
          <Select allowClear style={{ width: 130 }} options={dictOptions(PERSON_KIND)} placeholder="全部" />
        </Form.Item>
        <Form.Item name="TitleProfessor" label="职称">
          <Select
            allowClear
            style={{ width: 150 }}
            options={jobTitles.data?.jobTitle.map((option) => ({ label: option.text, value: option.value }))}
            placeholder="全部"
          />
        </Form.Item>
        <Space>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            重置
          </Button>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Space>
      </Form>
      <Table
        size="small"
        rowKey="id"
        loading={staff.isFetching}
        dataSource={staff.data?.pageData}
        locale={{ emptyText: '暂无数据' }}
        columns={[
          { title: '姓名', dataIndex: 'name', width: 100 },
          { title: '性别', dataIndex: 'genderDescription', width: 60 },
          { title: '职称', dataIndex: 'jobTitleDescription', width: 120 },
          { title: '执业资格', dataIndex: 'qualificationDescription', ellipsis: true },
          { title: '手机号码', dataIndex: 'phone', width: 130 },
          {
            title: '计入注册造价工程师',
            dataIndex: 'costEngineer',
            width: 150,
            render: (counted: boolean) => (counted ? <Tag color="green">计入</Tag> : <Tag>不计入</Tag>),
          },
        ]}
        pagination={{
          current: paging.pageIndex,
          pageSize: paging.pageSize,
          total: staff.data?.totalCount ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
        }}
      />
    </>
  );
}
