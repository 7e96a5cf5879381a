import { GENDER, MSG, PERSON_ENABLED, personSchema, zodRule, dictOptions } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { useJobTitles } from './enterprise-api.ts';
import { fetchPerson, personKeys, savePerson } from './person-api.ts';
import { charLimit } from '@/components/char-limit.ts';

export type PersonDialogMode = { kind: 'add' } | { kind: 'edit' | 'view'; id: number };

const rule = (field: keyof typeof personSchema.shape) => [zodRule(personSchema.shape[field])];
const TITLES = { add: '添加人员', edit: '编辑人员', view: '查看人员' } as const;

/** 添加/编辑/查看人员 (spec §5 Person): the ID card is fixed once the person exists. */
export function PersonDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: PersonDialogMode | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const lists = useJobTitles();
  const id = mode && mode.kind !== 'add' ? mode.id : undefined;
  const person = useQuery({ queryKey: personKeys.person(id), queryFn: () => fetchPerson(id ?? 0), enabled: id !== undefined });
  const readOnly = mode?.kind === 'view';

  useEffect(() => {
    if (mode?.kind === 'add') form.setFieldsValue({ enabled: true, qualification: [] });
    else if (person.data) form.setFieldsValue(person.data);
  }, [mode, person.data, form]);

  const save = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const answer = await savePerson({ ...values, id });
    void message.success(answer.message || (id ? MSG.edited : MSG.added));
    onSaved();
    onClose();
  };

  const options = (list: { text: string; value: string }[] | undefined) =>
    (list ?? []).map((o) => ({ label: o.text, value: o.value }));

  return (
    <DialogWrapper
      form={form}
      open={mode !== null}
      title={mode ? TITLES[mode.kind] : ''}
      onOk={readOnly ? undefined : save}
      okText="保存"
      onCancel={onClose}
      onAfterClose={() => form.resetFields()}
      width={640}
    >
      <Form form={form} name="person" layout="vertical" disabled={readOnly}>
        <Form.Item name="name" label="姓名" rules={rule('name')}>
          <Input count={charLimit(50)} />
        </Form.Item>
        <Form.Item name="gender" label="性别" rules={rule('gender')}>
          <Radio.Group options={dictOptions(GENDER)} />
        </Form.Item>
        <Form.Item name="idCard" label="身份证号" rules={mode?.kind === 'add' ? rule('idCard') : []}>
          <Input count={charLimit(18)} disabled={mode?.kind !== 'add'} />
        </Form.Item>
        <Form.Item name="phone" label="手机号码" rules={rule('phone')}>
          <Input count={charLimit(11)} />
        </Form.Item>
        <Form.Item name="enabled" label="状态" rules={rule('enabled')}>
          <Radio.Group options={dictOptions(PERSON_ENABLED)} />
        </Form.Item>
        <Form.Item name="jobTitle" label="职称" rules={rule('jobTitle')}>
          <Select options={options(lists.data?.jobTitle)} placeholder="请选择职称" />
        </Form.Item>
        <Form.Item name="qualification" label="执业资格">
          <Select mode="multiple" options={options(lists.data?.qualification)} placeholder="请选择执业资格（可多选）" />
        </Form.Item>
      </Form>
    </DialogWrapper>
  );
}
