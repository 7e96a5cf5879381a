import { MSG } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { enterpriseKeys, saveEnterprise, type EnterpriseProfile } from './enterprise-api.ts';
import { EnterpriseFormFields } from './enterprise-form-fields.tsx';
import { enterpriseFieldOf, enterpriseFormData, type EnterpriseFormValues } from './enterprise-form-values.ts';

const valuesOf = (profile: EnterpriseProfile): EnterpriseFormValues => ({
  ...profile,
  fixedTelephone: profile.fixedTelephone ?? '',
  enterpriseURL: profile.enterpriseURL ?? '',
  remarks: profile.remarks ?? '',
  registeredCapital: String(profile.registeredCapital),
  place: [profile.province, profile.area, profile.county],
  enterpriseEstablishmentTime: dayjs(profile.enterpriseEstablishmentTime),
  enterpriseAnnexes: profile.enterpriseAnnexes.map(({ fileType, fileName, relativePath }) => ({
    fileType,
    fileName,
    relativePath,
  })),
});

/** 编辑企业基本信息 (spec §5 Enterprise edit): the shared enterprise fields; the credit code is not editable. */
export function EnterpriseEditDialog({
  profile,
  open,
  onClose,
}: {
  profile: EnterpriseProfile;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EnterpriseFormValues>();

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(profile));
  }, [open, profile, form]);

  const save = async () => {
    const values = form.getFieldsValue(true) as EnterpriseFormValues;
    const answer = await withFieldErrors(form, () => saveEnterprise(enterpriseFormData(values)), enterpriseFieldOf);
    void message.success(answer.message || MSG.edited);
    onClose();
    await queryClient.invalidateQueries({ queryKey: enterpriseKeys.profile(undefined) });
    await queryClient.invalidateQueries({ queryKey: enterpriseKeys.histories });
  };

  return (
    <DialogWrapper
      form={form}
      open={open}
      title="编辑企业基本信息"
      okText="保存"
      onOk={save}
      onCancel={onClose}
      width={900}
    >
      <Form form={form} name="enterprise" layout="vertical" requiredMark>
        <EnterpriseFormFields
          enterpriseId={profile.id}
          creditCode={
            <Form.Item label="统一社会信用代码">
              <Input value={profile.socialCreditCode} disabled />
            </Form.Item>
          }
        />
      </Form>
    </DialogWrapper>
  );
}
