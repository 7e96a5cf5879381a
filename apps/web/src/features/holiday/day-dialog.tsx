import { dictOptions, HOLIDAY_KIND, holidayFormSchema, zodRule } from '@credit/rules';
import { App, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { useEffect } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { clearHoliday, saveHoliday, type HolidayDay } from './holiday-api.ts';
import { charLimit } from '@/components/char-limit.ts';

interface DayDialogProps {
  /** The day picked, with what the calendar says of it (if anything). */
  day: { day: string; marked?: HolidayDay } | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Sets a day as 放假 or 调休上班 with its name, or clears it back to the weekday rule. */
export function DayDialog({ day, onClose, onChanged }: DayDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ holiday: number; name: string }>();
  useEffect(() => {
    if (day) form.setFieldsValue({ holiday: day.marked?.holiday ?? 1, name: day.marked?.name ?? '' });
  }, [day, form]);
  const done = (text: string) => {
    void message.success(text);
    onClose();
    onChanged();
  };
  return (
    <DialogWrapper
      open={day !== null}
      title={`设置 ${day?.day ?? ''}`}
      form={form}
      okText="保存"
      onCancel={onClose}
      onOk={async () => {
        const values = form.getFieldsValue();
        const answer = await saveHoliday({ day: day?.day ?? '', holiday: values.holiday, name: values.name.trim() });
        done(answer.message || '保存成功！');
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="holiday" label="类型" rules={[zodRule(holidayFormSchema.shape.holiday)]}>
          <Radio.Group options={dictOptions(HOLIDAY_KIND)} />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[zodRule(holidayFormSchema.shape.name)]}>
          <Input count={charLimit(20)} placeholder="如 春节、春节调休上班" />
        </Form.Item>
      </Form>
      {day?.marked && (
        <Popconfirm
          title="确定取消该日的设置吗？取消后按星期计算是否上班。"
          okText="确定"
          cancelText="取消"
          onConfirm={async () => {
            const answer = await clearHoliday(day.day);
            done(answer.message || '删除成功！');
          }}
        >
          <Button danger>取消设置</Button>
        </Popconfirm>
      )}
    </DialogWrapper>
  );
}
