import { enterpriseEditSchema, MSG, zodRule } from '@credit/rules';
import { Cascader, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { enterpriseNameTaken, useDivisions, useEnterpriseTypes } from './enterprise-api.ts';
import { charLimit } from '@/components/char-limit.ts';

const rule = (field: keyof typeof enterpriseEditSchema.shape) => [zodRule(enterpriseEditSchema.shape[field])];
const PLACE_REQUIRED = '请选择省市区';
/** Two columns from tablets up, one on phones. */
const half = { xs: 24, md: 12 };

/**
 * The fields of the enterprise form (spec §5 Enterprise edit), shared by 编辑企业基本信息 and the
 * public registration: every rule checked here and again by the server. `creditCode` is the first
 * field, read-only when editing and typed in when registering.
 */
export function EnterpriseFormFields({ enterpriseId, creditCode }: { enterpriseId?: number; creditCode: ReactNode }) {
  const divisions = useDivisions();
  const types = useEnterpriseTypes();
  const annexTypes = useAnnexTypes('enterprise');

  const uniqueName = {
    validator: async (_rule: unknown, value: string) => {
      if (
        enterpriseEditSchema.shape.enterpriseName.safeParse(value).success &&
        (await enterpriseNameTaken(value.trim(), enterpriseId))
      ) {
        throw new Error(MSG.enterpriseNameExists);
      }
    },
  };

  const requiredAnnexes = {
    validator: async (_rule: unknown, value: AnnexValue[] | undefined) => {
      const missing = (annexTypes.data ?? []).filter(
        (t) => t.required && !(value ?? []).some((a) => a.fileType === t.name),
      );
      if (missing.length > 0) throw new Error(MSG.uploadRequired);
    },
  };

  return (
    <Row gutter={16}>
      <Col {...half}>{creditCode}</Col>
      <Col {...half}>
        <Form.Item name="enterpriseName" label="企业名称" rules={[...rule('enterpriseName'), uniqueName]}>
          <Input count={charLimit(50)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="legalRepresentative" label="法定代表人" rules={rule('legalRepresentative')}>
          <Input count={charLimit(10)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="corporateIDCard" label="法人身份证号" rules={rule('corporateIDCard')}>
          <Input count={charLimit(18)} />
        </Form.Item>
      </Col>
      <Col {...half}>
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
      <Col {...half}>
        <Form.Item name="enterpriseType" label="企业类型" rules={rule('enterpriseType')}>
          <Select
            options={(types.data ?? []).map((t) => ({ label: t.text, value: t.value }))}
            placeholder="请选择企业类型"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="registeredCapital" label="注册资本" rules={rule('registeredCapital')}>
          <Input suffix="万元" count={charLimit(20)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="enterpriseEstablishmentTime" label="成立日期" rules={rule('enterpriseEstablishmentTime')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="contactPerson" label="联系人" rules={rule('contactPerson')}>
          <Input count={charLimit(10)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="contactPhone" label="联系电话" rules={rule('contactPhone')}>
          <Input count={charLimit(11)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="fixedTelephone" label="固定电话" rules={rule('fixedTelephone')}>
          <Input count={charLimit(20)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="email" label="邮箱" rules={rule('email')}>
          <Input count={charLimit(100)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="enterpriseURL" label="企业网址" rules={rule('enterpriseURL')}>
          <Input count={charLimit(50)} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="officeAddress" label="办公地址" rules={rule('officeAddress')}>
          <Input count={charLimit(100)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="registeredAddress" label="注册地址" rules={rule('registeredAddress')}>
          <Input count={charLimit(100)} />
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
        <Form.Item name="enterpriseAnnexes" label="附件" required rules={[requiredAnnexes]}>
          <AttachmentUpload types={annexTypes.data ?? []} />
        </Form.Item>
      </Col>
    </Row>
  );
}
