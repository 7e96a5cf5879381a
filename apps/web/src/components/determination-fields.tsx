import { LIMITS, zodRule } from '@credit/rules';
import { Col, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { charLimit } from '@/components/char-limit.ts';

/** The fields every credit form shares (spec §5 Release form), by the schema that checks them. */
type DeterminationSchema = z.ZodObject<
  Record<'identificationUnit' | 'actDeterminationDate' | 'relatedSymbol' | 'behaviorDescription', z.ZodType>
>;

/** 行为认定单位, 行为认定日期 (not after today), 相关文号 and 行为内容描述, checked by the form's own schema. */
export function DeterminationFields({ schema }: { schema: DeterminationSchema }) {
  const rule = (field: keyof DeterminationSchema['shape']) => [zodRule(schema.shape[field])];
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="identificationUnit" label="行为认定单位" rules={rule('identificationUnit')}>
          <Input count={charLimit(LIMITS.unit)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="actDeterminationDate" label="行为认定日期" rules={rule('actDeterminationDate')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="relatedSymbol" label="相关文号" rules={rule('relatedSymbol')}>
          <Input count={charLimit(LIMITS.symbol)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="behaviorDescription" label="行为内容描述" rules={rule('behaviorDescription')}>
          <Input.TextArea rows={4} count={charLimit(LIMITS.description, true)} />
        </Form.Item>
      </Col>
    </>
  );
}
