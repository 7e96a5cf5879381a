import {
  CREDIT_FORM_STATE,
  CREDIT_TYPE,
  creditRecordFormSchema,
  dictOptions,
  LIMITS,
  MSG,
  zodRule,
  type CreditAuthorDesk,
} from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Cascader, Col, Form, Input, Radio, Row, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { revisionOf } from '@/api/http.ts';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { DeterminationFields } from '@/components/determination-fields.tsx';
import { RemoteSelect } from '@/components/remote-select.tsx';
import { isStaleRefusal } from '@/components/revision/item-changes.ts';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { behaviorOptions, chosenBehavior, pathOfLevel } from './behavior-options.ts';
import { fetchRecord, fetchStaff, saveRecord } from './credit-api.ts';
import { recordSnapshot } from './record-detail.tsx';
import { recordFormData, recordFormValues, type RecordFormValues } from './record-form-values.ts';
import { useBehaviorCatalogue, useRatingScore } from './use-behavior-catalogue.ts';
import { useRecordsChanged } from './use-matters.ts';
import { charLimit } from '@/components/char-limit.ts';
import { creditKeys } from './credit-keys.ts';

const rule = (field: keyof typeof creditRecordFormSchema.shape) => [zodRule(creditRecordFormSchema.shape[field])];
const required = (message: string) => [{ required: true, message }];

/** A draft may wait for its attachments; a submitted record needs one (as the server checks). */
const attachmentsRequired = (drafting: RefObject<boolean>) => ({
  validator: async (_rule: unknown, value: AnnexValue[] | undefined) => {
    if (!drafting.current && (!value || value.length === 0)) throw new Error(MSG.releaseUploadRequired);
  },
});

export interface RecordFormProps {
  desk: CreditAuthorDesk;
  /** Edits this record (a draft or a returned one); a new record when absent. */
  recordId?: number;
  onSaved: () => void;
  onCancel?: () => void;
}

/**
 * A credit declaration or registration (spec §3 credit record view, §5): behaviour from the
 * catalogue (score shown), the enterprise (chosen by a park or the department), the person when
 * the behaviour is a person's, the determination, contact and attachments; 保存草稿 or 提交.
 */
export function RecordForm({ desk, recordId, onSaved, onCancel }: RecordFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RecordFormValues>();
  const [busy, run] = useBusyAction();
  const drafting = useRef(false);
  const changed = useRecordsChanged();
  const annexTypes = useAnnexTypes('creditRecord');
  const existing = useQuery({
    queryKey: creditKeys.record(recordId),
    queryFn: () => fetchRecord(recordId ?? 0),
    enabled: recordId !== undefined,
  });
  const creditType = Form.useWatch('creditType', form) ?? desk.creditType ?? 1;
  const enterpriseId = Form.useWatch('enterpriseId', form);
  const behaviorPath = Form.useWatch('behaviorPath', form);
  const catalogue = useBehaviorCatalogue(creditType, desk.origin === 'enterprise' ? { own: true } : { enterpriseId });
  const { content, level } = chosenBehavior(catalogue.data, behaviorPath);
  const rated = useRatingScore(level?.id, content?.actor);
  const staffOf = desk.origin === 'enterprise' ? undefined : enterpriseId;
  const staff = useQuery({
    queryKey: creditKeys.staff(staffOf),
    queryFn: () => fetchStaff(staffOf),
    enabled: content?.actor === 2 && (desk.origin === 'enterprise' || enterpriseId !== undefined),
  });

  const record = existing.data;
  // A correction is sent for the revision loaded; refused because the record changed meanwhile, the
  // form loads it again and says what changed.
  const reload = useRefusedReload({
    itemKey: recordId,
    item: record,
    snapshot: recordSnapshot,
    reload: () => existing.refetch(),
  });
  useEffect(() => {
    if (record && catalogue.data)
      form.setFieldsValue(recordFormValues(record, pathOfLevel(catalogue.data, record.behaviorLevelId)));
  }, [record, catalogue.data, form]);

  const send = async (state: 0 | 1) => {
    drafting.current = state === CREDIT_FORM_STATE.draft;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = { ...(form.getFieldsValue(true) as RecordFormValues), creditType };
    await run(async () => {
      const answer = await withFieldErrors(
        form,
        () => saveRecord(recordFormData(values, state, recordId), recordId ? 'PUT' : 'POST', revisionOf(record)),
        (field) => (field === 'behaviorLevelId' ? 'behaviorPath' : field),
      ).catch((error: unknown) => {
        void message.warning(error instanceof Error ? error.message : MSG.networkError);
        if (isStaleRefusal(error)) {
          changed();
          reload.refused(error);
        }
        throw error;
      });
      void message.success(answer.message);
      changed();
      onSaved();
    });
  };

  if (recordId !== undefined && !record) return <Spin />;
  return (
    <Form form={form} layout="vertical" name={`credit-record-${desk.key}`} initialValues={{ creditType }} requiredMark>
      {reload.notice && <div style={{ marginBottom: 16 }}>{reload.notice}</div>}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="creditType" label="信用类别">
            <Radio.Group
              options={dictOptions(CREDIT_TYPE).filter(
                (option) => !desk.creditType || option.value === desk.creditType,
              )}
              onChange={() => form.setFieldsValue({ behaviorPath: undefined, enterprisePersonId: undefined })}
            />
          </Form.Item>
        </Col>
        {desk.origin !== 'enterprise' && (
          <Col xs={24} md={12}>
            {record ? (
              <Form.Item label="企业名称" htmlFor="credit-record-enterprise">
                <Input id="credit-record-enterprise" value={record.enterpriseName} disabled />
              </Form.Item>
            ) : (
              <Form.Item name="enterpriseId" label="企业名称" rules={required('请选择企业')}>
                <RemoteSelect
                  url={desk.origin === 'park' ? '/api/enterprise/page?inPark=1' : '/api/enterprise/page'}
                  labelKey="enterpriseName"
                  valueKey="id"
                  placeholder="输入企业名称或统一社会信用代码搜索"
                />
              </Form.Item>
            )}
          </Col>
        )}
        <Col span={24}>
          <Form.Item
            name="behaviorPath"
            label="行为类别 / 行为内容 / 认定等级"
            rules={required('请选择认定等级')}
            extra={
              rated.data
                ? `分值：${rated.data.scoreValue > 0 ? '+' : ''}${rated.data.scoreValue}分，计分有效期${rated.data.validMonths}个月`
                : undefined
            }
          >
            <Cascader
              options={behaviorOptions(catalogue.data)}
              loading={catalogue.isLoading}
              placeholder="请选择行为类别、行为内容和认定等级"
              showSearch
              onChange={() => form.setFieldsValue({ enterprisePersonId: undefined })}
            />
          </Form.Item>
        </Col>
        {content?.actor === 2 && (
          <Col xs={24} md={12}>
            <Form.Item name="enterprisePersonId" label="涉及人员" rules={required('请选择该行为涉及的人员')}>
              <Select
                loading={staff.isLoading}
                options={(staff.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
                placeholder={desk.origin !== 'enterprise' && !enterpriseId ? '请先选择企业' : '请选择人员'}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
        )}
        {content?.needsInnovationAward && (
          <Col xs={24} md={12}>
            <Form.Item
              name="innovationAwardDescription"
              label="创新奖项"
              rules={[...required('请填写创新奖项'), ...rule('innovationAwardDescription')]}
            >
              <Input count={charLimit(100)} />
            </Form.Item>
          </Col>
        )}
        <DeterminationFields schema={creditRecordFormSchema} />
        <Col xs={24} md={12}>
          <Form.Item name="contactPerson" label="联系人" rules={rule('contactPerson')}>
            <Input count={charLimit(LIMITS.contact)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="telephone" label="联系电话" rules={rule('telephone')}>
            <Input count={charLimit(LIMITS.phone)} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="enterpriseAnnexes" label="证明材料" required rules={[attachmentsRequired(drafting)]}>
            <AttachmentUpload types={annexTypes.data ?? []} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
        <Button loading={busy} onClick={() => void send(CREDIT_FORM_STATE.draft)}>
          保存草稿
        </Button>
        <Button type="primary" loading={busy} onClick={() => void send(CREDIT_FORM_STATE.submit)}>
          {record && record.processStatus !== 0 ? '修改后重新提交' : '提交'}
        </Button>
      </Space>
      {record?.lastReason && (
        <Typography.Paragraph type="danger" style={{ marginTop: 12 }}>
          退回原因：{record.lastReason}
        </Typography.Paragraph>
      )}
    </Form>
  );
}
