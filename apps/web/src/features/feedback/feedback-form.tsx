import {
  AGENT_PROJECT_TYPE,
  biddingFeedbackFormSchema,
  dictOptions,
  FEEDBACK_MSG,
  INVESTMENT_NATURE,
  LIMITS,
  MSG,
  zodRule,
} from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Cascader, Col, DatePicker, Form, Input, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { revisionOf } from '@/api/http.ts';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { appendAnnexes } from '@/components/attachment-upload/append-annexes.ts';
import { AttachmentUpload } from '@/components/attachment-upload/attachment-upload.tsx';
import type { AnnexValue } from '@/components/attachment-upload/types.ts';
import { useAnnexTypes } from '@/components/attachment-upload/use-annex-types.ts';
import { isStaleRefusal, snapshotOf } from '@/components/revision/item-changes.ts';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import { useBusyAction } from '@/components/use-busy-action.ts';
import { useDivisions } from '@/features/enterprise/enterprise-api.ts';
import { useRecordsChanged } from '@/features/credit/use-matters.ts';
import { fetchFeedback, saveFeedback } from './feedback-api.ts';
import { feedbackFields } from './feedback-view.tsx';
import { charLimit } from '@/components/char-limit.ts';
import { creditKeys } from '@/features/credit/credit-keys.ts';

const shape = biddingFeedbackFormSchema.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field])];
const DATE_FIELDS = ['signDate', 'agentContractSignTime', 'agentStartDate', 'agentEndDate'] as const;
const TEXT_FIELDS = [
  'agentCompanyName',
  'agentProjectName',
  'agentProjectAddress',
  'agentResponsibleName',
  'entrustUnit',
  'agentServiceFee',
  'constructionScale',
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof DATE_FIELDS)[number], Dayjs> & {
    place: string[];
    agentProjectType: number;
    investmentNature: number;
    enterpriseAnnexes?: AnnexValue[];
  };

const required = (message: string) => [{ required: true, message }];

/** The bidding-agent feedback form (spec §3): dates not reversed, fee in 万元 with six decimals, place from the map tree. */
export function FeedbackForm({
  feedbackId,
  onSaved,
  onCancel,
}: {
  feedbackId?: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, run] = useBusyAction();
  const drafting = useRef(false);
  const changed = useRecordsChanged();
  const divisions = useDivisions();
  const types = useAnnexTypes('biddingFeedback');
  const existing = useQuery({
    queryKey: creditKeys.item('feedback', feedbackId),
    queryFn: () => fetchFeedback(feedbackId ?? 0),
    enabled: feedbackId !== undefined,
  });
  const record = existing.data;
  // A correction is sent for the revision loaded; refused because the feedback changed meanwhile,
  // the form loads it again and says what changed.
  const reload = useRefusedReload({
    itemKey: feedbackId,
    item: record,
    snapshot: (shown) => snapshotOf(feedbackFields(shown)),
    reload: () => existing.refetch(),
  });
  useEffect(() => {
    if (!record) return;
    form.setFieldsValue({
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, record[name]])),
      ...Object.fromEntries(DATE_FIELDS.map((name) => [name, dayjs(record[name])])),
      place: [record.province, record.city, record.area],
      agentProjectType: record.agentProjectType,
      investmentNature: record.investmentNature,
      enterpriseAnnexes: record.enterpriseAnnexes.map((annex) => ({
        fileType: annex.fileType,
        fileName: annex.fileName,
        relativePath: annex.relativePath,
      })),
    });
  }, [record, form]);

  const send = async (state: 0 | 1) => {
    drafting.current = state === 0;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const body = new FormData();
    if (feedbackId) body.append('id', String(feedbackId));
    for (const name of TEXT_FIELDS) body.append(name, (values[name] ?? '').trim());
    for (const name of DATE_FIELDS) body.append(name, values[name].format('YYYY-MM-DD'));
    const [province = '', city = '', area = ''] = values.place;
    body.append('province', province);
    body.append('city', city);
    body.append('area', area);
    body.append('agentProjectType', String(values.agentProjectType));
    body.append('investmentNature', String(values.investmentNature));
    body.append('state', String(state));
    appendAnnexes(body, values.enterpriseAnnexes ?? []);
    await run(async () => {
      const answer = await withFieldErrors(
        form,
        () => saveFeedback(body, feedbackId ? 'PUT' : 'POST', revisionOf(record)),
        (field) => (['province', 'city', 'area'].includes(field) ? 'place' : field),
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

  if (feedbackId !== undefined && !record) return <Spin />;
  const half = { xs: 24, md: 12 };
  const date = (name: (typeof DATE_FIELDS)[number], label: string, extra: object[] = []) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={[...required(`请选择${label}`), ...extra]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Form form={form} layout="vertical" name="bidding-feedback" requiredMark>
      {reload.notice && <div style={{ marginBottom: 16 }}>{reload.notice}</div>}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="agentCompanyName" label="代理机构名称" rules={rule('agentCompanyName')}>
            <Input count={charLimit(LIMITS.name)} />
          </Form.Item>
        </Col>
        {date('signDate', '签订日期')}
        <Col span={24}>
          <Form.Item name="agentProjectName" label="代理项目名称" rules={rule('agentProjectName')}>
            <Input count={charLimit(100)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="agentProjectAddress" label="项目地址" rules={rule('agentProjectAddress')}>
            <Input count={charLimit(LIMITS.address)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="place"
            label="省/市/区"
            rules={[{ required: true, type: 'array', len: 3, message: '请选择省/市/区' }]}
          >
            <Cascader
              options={divisions.data ?? []}
              fieldNames={{ label: 'text', value: 'value', children: 'subMap' }}
              showSearch
            />
          </Form.Item>
        </Col>
        {date('agentContractSignTime', '合同签订时间')}
        <Col {...half}>
          <Form.Item name="agentResponsibleName" label="项目负责人" rules={rule('agentResponsibleName')}>
            <Input count={charLimit(LIMITS.contact)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="entrustUnit" label="委托单位" rules={rule('entrustUnit')}>
            <Input count={charLimit(LIMITS.name)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="agentServiceFee" label="代理服务费（万元）" rules={rule('agentServiceFee')}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        {date('agentStartDate', '代理开始日期')}
        {date('agentEndDate', '代理结束日期', [
          ({ getFieldValue }: { getFieldValue: (name: string) => Dayjs | undefined }) => ({
            validator: async (_rule: unknown, end: Dayjs | undefined) => {
              const start = getFieldValue('agentStartDate');
              if (start && end && end.isBefore(start, 'day')) throw new Error(FEEDBACK_MSG.datesReversed);
            },
          }),
        ])}
        <Col {...half}>
          <Form.Item name="agentProjectType" label="项目类型" rules={required('请选择项目类型')}>
            <Select options={dictOptions(AGENT_PROJECT_TYPE)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="investmentNature" label="投资性质" rules={required('请选择投资性质')}>
            <Select options={dictOptions(INVESTMENT_NATURE)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="constructionScale" label="建设规模" rules={rule('constructionScale')}>
            <Input count={charLimit(100)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="enterpriseAnnexes"
            label="附件"
            required
            rules={[
              {
                validator: async (_rule: unknown, value: AnnexValue[] | undefined) => {
                  if (!drafting.current && (!value || value.length === 0)) throw new Error(MSG.uploadRequired);
                },
              },
            ]}
          >
            <AttachmentUpload types={types.data ?? []} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button onClick={onCancel}>取消</Button>
        <Button loading={busy} onClick={() => void send(0)}>
          保存草稿
        </Button>
        <Button type="primary" loading={busy} onClick={() => void send(1)}>
          提交
        </Button>
      </Space>
    </Form>
  );
}
