import { enterpriseEditSchema, MSG, zodRule } from '@credit/rules';
import { useQueryClient } from '@tanstack/react-query';
import { App, Cascader, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { HttpError } from '@/api/http.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import {
  enterpriseKey,
  enterpriseNameTaken,
  saveEnterprise,
  useAnnexTypes,
  useDivisions,
  useEnterpriseTypes,
  type EnterpriseProfile,
} from './enterprise-api.ts';

interface EditValues {
  enterpriseName: string;
  legalRepresentative: string;
  corporateIDCard: string;
  place: string[];
  enterpriseType: string;
  registeredCapital: string;
  contactPerson: string;
  contactPhone: string;
  fixedTelephone?: string;
  email: string;
  enterpriseURL?: string;
  enterpriseEstablishmentTime: Dayjs;
  officeAddress: string;
  registeredAddress: string;
  businessscope: string;
  remarks?: string;
  enterpriseAnnexes: AnnexValue[];
}

const rule = (field: keyof typeof enterpriseEditSchema.shape) => [zodRule(enterpriseEditSchema.shape[field])];
const PLACE_REQUIRED = '请选择省市区';

const valuesOf = (profile: EnterpriseProfile): EditValues => ({
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

/** The multipart form of PUT /api/enterprise: the fields and enterpriseAnnexes[i].property. */
function formDataOf(values: EditValues): FormData {
  const { place, enterpriseEstablishmentTime, enterpriseAnnexes, ...fields } = values;
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value ?? '').trim());
  const [province = '', area = '', county = ''] = place;
  data.append('province', province);
  data.append('area', area);
  data.append('county', county);
  data.append('enterpriseEstablishmentTime', enterpriseEstablishmentTime.format('YYYY-MM-DD'));
  appendAnnexes(data, enterpriseAnnexes);
  return data;
}

/** 编辑企业基本信息 (spec §5 Enterprise edit): every rule checked here and again by the server; the credit code is not editable. */
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
  const [form] = Form.useForm<EditValues>();
  const divisions = useDivisions();
  const types = useEnterpriseTypes();
  const annexTypes = useAnnexTypes('enterprise');

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(profile));
  }, [open, profile, form]);

  const save = async () => {
    const values = form.getFieldsValue(true) as EditValues;
    try {
      const answer = await saveEnterprise(formDataOf(values));
      void message.success(answer.message || MSG.edited);
    } catch (error) {
      if (error instanceof HttpError && error.fieldErrors) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([name, text]) => ({
            name: (['province', 'area', 'county'].includes(name) ? 'place' : name) as keyof EditValues,
            errors: [text],
          })),
        );
      }
      throw error;
    }
    onClose();
    await queryClient.invalidateQueries({ queryKey: enterpriseKey(undefined) });
    await queryClient.invalidateQueries({ queryKey: ['history'] });
  };

  const uniqueName = {
    validator: async (_rule: unknown, value: string) => {
      if (
        enterpriseEditSchema.shape.enterpriseName.safeParse(value).success &&
        (await enterpriseNameTaken(value.trim(), profile.id))
      ) {
        throw new Error(MSG.enterpriseNameExists);
      }
    },
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
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="统一社会信用代码">
              <Input value={profile.socialCreditCode} disabled />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enterpriseName" label="企业名称" rules={[...rule('enterpriseName'), uniqueName]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="legalRepresentative" label="法定代表人" rules={rule('legalRepresentative')}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="corporateIDCard" label="法人身份证号" rules={rule('corporateIDCard')}>
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="place"
              label="省/市/区"
              rules={[{ required: true, type: 'array', len: 3, message: PLACE_REQUIRED }]}
            >
              <Cascader
                options={divisions.data ?? []}
                fieldNames={{ label: 'text', value: 'value', children: 'subMap' }}
                placeholder={PLACE_REQUIRED}
                showSearch
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enterpriseType" label="企业类型" rules={rule('enterpriseType')}>
              <Select
                options={(types.data ?? []).map((t) => ({ label: t.text, value: t.value }))}
                placeholder="请选择企业类型"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="registeredCapital" label="注册资本" rules={rule('registeredCapital')}>
              <Input suffix="万元" maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enterpriseEstablishmentTime" label="成立日期" rules={rule('enterpriseEstablishmentTime')}>
              <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactPerson" label="联系人" rules={rule('contactPerson')}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactPhone" label="联系电话" rules={rule('contactPhone')}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="fixedTelephone" label="固定电话" rules={rule('fixedTelephone')}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label="邮箱" rules={rule('email')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enterpriseURL" label="企业网址" rules={rule('enterpriseURL')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="officeAddress" label="办公地址" rules={rule('officeAddress')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="registeredAddress" label="注册地址" rules={rule('registeredAddress')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="businessscope" label="经营范围" rules={rule('businessscope')}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remarks" label="备注">
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="enterpriseAnnexes"
              label="附件"
              rules={[
                {
                  validator: async (_rule, value: AnnexValue[] | undefined) => {
                    const missing = (annexTypes.data ?? []).filter(
                      (t) => t.required && !(value ?? []).some((a) => a.fileType === t.name),
                    );
                    if (missing.length > 0) throw new Error(MSG.uploadRequired);
                  },
                },
              ]}
            >
              <AttachmentUpload types={annexTypes.data ?? []} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </DialogWrapper>
  );
}
