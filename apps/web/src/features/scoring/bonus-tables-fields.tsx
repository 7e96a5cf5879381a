import { dictOptions, QUALIFICATION_LEVEL } from '@credit/rules';
import { Form, InputNumber, Space } from 'antd';
import { StepListField } from './step-list-field.tsx';

/** The standard's assessment bonus tables and the registered cost engineers each qualification level requires. */
export function BonusTablesFields() {
  return (
    <>
      <StepListField
        name="practiceAbilityTiers"
        label="执业能力加分（平均分达到即加分，由高到低）"
        columns={[
          { key: 'minAverageScore', label: '最低平均分', kind: 'number', width: 140 },
          { key: 'scoreValue', label: '加分', kind: 'number', width: 100 },
        ]}
        newRow={{ minAverageScore: null, scoreValue: null }}
        addText="增加一档"
      />
      <StepListField
        name="passRateGrades"
        label="备案一次性通过率加分"
        columns={[
          { key: 'grade', label: '等级', kind: 'text', width: 100, maxLength: 20 },
          { key: 'scoreValue', label: '加分', kind: 'number', width: 100 },
        ]}
        newRow={{ grade: '', scoreValue: null }}
        addText="增加等级"
      />
      <Form.Item label="各资质等级要求的注册造价工程师人数" required>
        <Space wrap>
          {dictOptions(QUALIFICATION_LEVEL).map(({ value, label }) => (
            <Form.Item
              key={value}
              name={['requiredEngineers', String(value)]}
              label={label}
              rules={[{ required: true, message: `请填写${label}所需人数` }]}
            >
              <InputNumber aria-label={`${label}所需注册造价工程师人数`} min={0} max={1000} precision={0} />
            </Form.Item>
          ))}
        </Space>
      </Form.Item>
    </>
  );
}
