import { labelOf, QUALIFICATION_LEVEL, type QualificationLevel } from '@credit/rules';
import { FieldTable } from '@/components/field-table.tsx';
import type { StandardRow } from './scoring-api.ts';

/** A standard's bonus tables and required engineers in one block (the what-if shows the draft's). */
export function StandardFigures({ standard }: { standard: StandardRow }) {
  return (
    <FieldTable
      size="small"
      column={1}
      items={[
        { key: 'base', label: '基础分', children: standard.basePoints },
        {
          key: 'practice',
          label: '执业能力加分',
          children: standard.practiceAbilityTiers
            .map((tier) => `平均分≥${tier.minAverageScore} 加${tier.scoreValue}分`)
            .join('；'),
        },
        {
          key: 'passRate',
          label: '备案通过率加分',
          children: standard.passRateGrades.map((grade) => `${grade.grade}级 加${grade.scoreValue}分`).join('；'),
        },
        {
          key: 'engineers',
          label: '要求注册造价工程师',
          children: Object.entries(standard.requiredEngineers)
            .map(([level, count]) => `${labelOf(QUALIFICATION_LEVEL, Number(level) as QualificationLevel)} ${count}人`)
            .join('；'),
        },
      ]}
    />
  );
}
