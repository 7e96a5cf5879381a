import { LIMITS, MSG, releaseFormSchema, zodRule } from '@credit/rules';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';

const rule = (field: keyof typeof releaseFormSchema.shape) => [zodRule(releaseFormSchema.shape[field])];

const attachmentsRequired = {
  validator: async (_rule: unknown, value: AnnexValue[] | undefined) => {
    if (!value || value.length === 0) throw new Error(MSG.releaseUploadRequired);
  },
};

/** The publish dialog's fields: the kind's fixed category, project and basis, then the release form of spec §5. */
export function ReleaseFormFields({ kind }: { kind: AssessmentKind }) {
  const annexTypes = useAnnexTypes('release');
  const { category, project, basis } = kind.release;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item label="信用类别" htmlFor={`${kind.key}-release-category`}>
          <Input id={`${kind.key}-release-category`} value={category} disabled />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="行为项目" htmlFor={`${kind.key}-release-project`}>
          <Input id={`${kind.key}-release-project`} value={project} disabled />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="认定依据" htmlFor={`${kind.key}-release-basis`}>
          <Input id={`${kind.key}-release-basis`} value={basis} disabled />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="identificationUnit" label="行为认定单位" rules={rule('identificationUnit')}>
          <Input maxLength={LIMITS.unit} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="actDeterminationDate" label="行为认定日期" rules={rule('actDeterminationDate')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="relatedSymbol" label="相关文号" rules={rule('relatedSymbol')}>
          <Input maxLength={LIMITS.symbol} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="contactPerson" label="申请人" rules={rule('contactPerson')}>
          <Input maxLength={LIMITS.contact} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="behaviorDescription" label="行为内容描述" rules={rule('behaviorDescription')}>
          <Input.TextArea rows={4} maxLength={LIMITS.description} showCount />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="enterpriseAnnexes" label="附件" required rules={[attachmentsRequired]}>
          <AttachmentUpload types={annexTypes.data ?? []} />
        </Form.Item>
      </Col>
    </Row>
  );
}
