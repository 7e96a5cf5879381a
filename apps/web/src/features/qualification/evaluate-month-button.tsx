import { App, Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { evaluateStaffing } from './qualification-api.ts';

/**
 * The administrator runs a month's staffing evaluation again (the job runs it on each 1st): after
 * correcting staff records, or for a month the platform missed. No future month can be chosen.
 */
export function EvaluateMonthButton({ onEvaluated }: { onEvaluated: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ month: Dayjs }>();
  return (
    <>
      <Button onClick={() => setOpen(true)}>月度评估</Button>
      <DialogWrapper
        open={open}
        title="评估注册造价工程师人数"
        form={form}
        onCancel={() => setOpen(false)}
        onAfterClose={() => form.resetFields()}
        onOk={async () => {
          const answer = await evaluateStaffing((form.getFieldValue('month') as Dayjs).format('YYYY-MM'));
          void message.success(answer.message);
          setOpen(false);
          onEvaluated();
        }}
      >
        <Form form={form} layout="vertical" initialValues={{ month: dayjs() }}>
          <Form.Item name="month" label="评估月份" rules={[{ required: true, message: '请选择评估月份' }]}>
            <DatePicker picker="month" disabledDate={(day) => day.isAfter(dayjs(), 'month')} />
          </Form.Item>
        </Form>
      </DialogWrapper>
    </>
  );
}
