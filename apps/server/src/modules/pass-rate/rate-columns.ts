import { creditCodeCheckChar } from '@credit/rules';
import type { ImportColumn } from '../../platform/excel/index.ts';
import type { TemplateColumn } from '../assessment/import-template.ts';

export type RateColumnKey = 'enterpriseName' | 'socialCreditCode' | 'registerYear' | 'quarter' | 'grade';

const EXAMPLE_CODE = `91460100MA5T00001${creditCodeCheckChar('91460100MA5T00001')}`;

/** One enterprise, year and quarter per row; `grades` lists the configured grades for the note. */
export function rateTemplate(grades: readonly string[]): (TemplateColumn & { key: RateColumnKey })[] {
  return [
    {
      key: 'enterpriseName',
      header: '企业名称',
      note: '必填，须与平台登记的企业名称一致',
      width: 36,
      example: '示例：海南某某招标代理有限公司（导入前请删除本行）',
    },
    {
      key: 'socialCreditCode',
      header: '统一社会信用代码',
      note: '必填，18位，须为平台已登记的企业',
      width: 24,
      example: EXAMPLE_CODE,
    },
    { key: 'registerYear', header: '年度', note: '必填，四位年份，不能晚于今年', width: 10, example: 2026 },
    {
      key: 'quarter',
      header: '季度',
      note: '必填，1到4（或“第一季度”等），不能是尚未开始的季度',
      width: 12,
      example: 1,
    },
    { key: 'grade', header: '等级', note: `必填，可选：${grades.join('、')}`, width: 10, example: grades[0] ?? 'A' },
  ];
}

export const RATE_COLUMNS: readonly ImportColumn<RateColumnKey>[] = rateTemplate([]).map(({ key, header }) => ({
  key,
  header,
}));
