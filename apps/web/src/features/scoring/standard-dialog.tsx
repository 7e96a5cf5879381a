import { DEFAULT_SCORING_FIGURES, MSG, scoringStandardFormSchema, zodRule } from '@credit/rules';
import { App, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { withFieldErrors } from '@/components/apply-field-errors.ts';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { BonusTablesFields } from './bonus-tables-fields.tsx';
import { LevelScaleField } from './level-scale-field.tsx';
import { saveStandard, type StandardForm, type StandardRow } from './scoring-api.ts';
import { charLimit } from '@/components/char-limit.ts';

type Values = Omit<StandardForm, 'effectiveDate'> & { effectiveDate: Dayjs };

const NEW_DRAFT = { name: '', ...DEFAULT_SCORING_FIGURES };

/** A new draft (from the standard given, or the defaults), or a draft corrected. */
export function StandardDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: { from?: StandardRow; asNew: boolean } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!editing) return;
    const from = editing.from ?? NEW_DRAFT;
    form.setFieldsValue({
      ...from,
      name: editing.asNew && editing.from ? `${from.name}（修订）` : from.name,
      effectiveDate: editing.asNew ? dayjs().add(1, 'day') : dayjs(editing.from?.effectiveDate),
    });
  }, [editing, form]);
  return (
    <DialogWrapper
      open={editing !== null}
      title={editing?.asNew ? '新增评价标准' : '修改评价标准'}
      form={form}
      okText="保存草稿"
      width={720}
      onCancel={onClose}
      onOk={async () => {
        const values = form.getFieldsValue(true) as Values;
        const body: StandardForm = {
          ...(editing?.asNew ? {} : { id: editing?.from?.id }),
          name: values.name.trim(),
          effectiveDate: values.effectiveDate.format('YYYY-MM-DD'),
          basePoints: values.basePoints,
          levels: values.levels.map((step, index) => ({
            level: step.level.trim(),
            min: index === values.levels.length - 1 ? null : step.min,
          })),
          trendLevels: values.trendLevels.map((step, index) => ({
            level: step.level.trim(),
            min: index === values.trendLevels.length - 1 ? null : step.min,
          })),
          practiceAbilityTiers: values.practiceAbilityTiers,
          passRateGrades: values.passRateGrades.map((step) => ({ ...step, grade: step.grade.trim() })),
          requiredEngineers: values.requiredEngineers,
        };
        const answer = await withFieldErrors(form, () => saveStandard(body)).catch((error: unknown) => {
          void message.warning(error instanceof Error ? error.message : MSG.networkError);
          throw error;
        });
        void message.success(answer.message);
        onClose();
        onSaved();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="name" label="标准名称" rules={[zodRule(scoringStandardFormSchema.shape.name)]}>
          <Input count={charLimit(60)} />
        </Form.Item>
        <Form.Item name="effectiveDate" label="生效日期" rules={[{ required: true, message: '请选择生效日期' }]}>
          <DatePicker disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="basePoints" label="基础分" rules={[{ required: true, message: '请填写基础分' }]}>
          <InputNumber min={0} max={1000} precision={2} />
        </Form.Item>
        <LevelScaleField name="levels" label="综合信用等级" />
        <LevelScaleField name="trendLevels" label="等级趋势分级" />
        <BonusTablesFields />
      </Form>
    </DialogWrapper>
  );
}
