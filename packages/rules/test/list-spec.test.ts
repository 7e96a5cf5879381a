import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultExportKeys,
  defineListSpec,
  exportableKeys,
  exportColumnsSchema,
  pagingQuerySchema,
  QUALIFICATION_LEVEL,
} from '../src/index.ts';

const spec = defineListSpec({
  input: pagingQuerySchema.extend({ enterpriseName: z.string().optional() }),
  fields: {
    enterpriseName: { title: '企业名称' },
    socialCreditCode: { title: '统一社会信用代码' },
    qualificationLevel: { title: '资质等级', dictionary: QUALIFICATION_LEVEL, hidden: true },
    detail: { title: '详情', screenOnly: true },
  },
  filters: { enterpriseName: { label: '企业名称', control: 'text', maxLength: 50 } },
});

describe('list spec', () => {
  it('exports every field but the screen-only ones, and by default only those not hidden', () => {
    expect(exportableKeys(spec)).toEqual(['enterpriseName', 'socialCreditCode', 'qualificationLevel']);
    expect(defaultExportKeys(spec)).toEqual(['enterpriseName', 'socialCreditCode']);
  });

  it('reads the columns asked for as a comma list or an array, in their order', () => {
    const columns = exportColumnsSchema(spec);
    expect(columns.parse('socialCreditCode,enterpriseName')).toEqual(['socialCreditCode', 'enterpriseName']);
    expect(columns.parse(['qualificationLevel'])).toEqual(['qualificationLevel']);
    expect(columns.parse('')).toBeUndefined();
    expect(columns.parse(undefined)).toBeUndefined();
  });

  it('refuses a column the list does not export, naming it', () => {
    const columns = exportColumnsSchema(spec);
    expect(columns.safeParse('enterpriseName,nonsense').error?.issues[0]?.message).toBe('导出列不存在：nonsense');
    expect(columns.safeParse('detail').error?.issues[0]?.message).toBe('导出列不存在：detail');
  });
});
