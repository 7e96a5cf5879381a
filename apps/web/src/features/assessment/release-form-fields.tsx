import { LIMITS, MSG, releaseFormSchema, zodRule } from '@credit/rules';
import { Col, Form, Input, Row } from 'antd';
import { DeterminationFields } from '@/components/determination-fields.tsx';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { charLimit } from '@/components/char-limit.ts';

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
      <DeterminationFields schema={releaseFormSchema} />
      <Col span={12}>
        <Form.Item name="contactPerson" label="申请人" rules={rule('contactPerson')}>
          <Input count={charLimit(LIMITS.contact)} />
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
