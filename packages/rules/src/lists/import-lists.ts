import { z } from 'zod';
import { passRatePageBodySchema, practiceAbilityPageQuerySchema } from '../assessment/assessment-filters.ts';
import { IMPORT_RESULT } from '../dictionaries/import-result.ts';
import { QUARTER } from '../dictionaries/quarter.ts';
import { YES_NO } from '../dictionaries/yes-no.ts';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { defineListFilters, defineListSpec, type FieldSpec } from './list-spec.ts';
import {
  enterpriseNameField,
  enterpriseNameSearch,
  figureField,
  longField,
  socialCreditCodeField,
  statusField,
  thisYear,
  timeField,
} from './shared-fields.ts';

/** 是否可发布's default: the publishable rows are the ones a clerk acts on (deletes, publishes). */
export const PUBLISHABLE = 1;

/** What both import lists start with: which enterprise a row is about. */
const enterpriseFields = {
  enterpriseName: enterpriseNameField,
  socialCreditCode: socialCreditCodeField,
} as const satisfies Record<string, FieldSpec>;

/** What both import lists end with: who imported, when, and how it went. */
const importedByFields = {
  createPerson: { title: '导入人', width: 14 },
  createTime: timeField('导入时间'),
  result: { ...statusField('导入结果', IMPORT_RESULT, { true: 'success', false: 'error' }), width: 10 },
  reason: longField('原因', 40),
} as const satisfies Record<string, FieldSpec>;

const importedFilters = defineListFilters(practiceAbilityPageQuerySchema, {
  import: { label: '导入时间', control: 'dateTimeRange', disabledFuture: true },
  canPublish: { label: '是否可发布', control: 'radio', dictionary: YES_NO, defaultValue: PUBLISHABLE },
});

/** 执业能力 import list (spec §2 screen 5): one row per enterprise and exam period. */
export const practiceAbilityListSpec = defineListSpec({
  input: practiceAbilityPageQuerySchema,
  fields: {
    ...enterpriseFields,
    examineeCount: figureField('考生人数'),
    unExamineeCount: figureField('缺考人数'),
    averageScore: figureField('平均分'),
    scoreValue: figureField('加分', 8),
    ...importedByFields,
  },
  filters: { enterprise: enterpriseNameSearch, ...importedFilters },
});

/** 备案一次性通过率 import list (spec §2 screen 6). */
export const passRateListSpec = defineListSpec({
  input: passRatePageBodySchema,
  fields: {
    ...enterpriseFields,
    registerYear: { title: '年度', width: 8 },
    quarterDescription: { title: '季度', width: 10 },
    levelDescription: { title: '等级', width: 8 },
    ...importedByFields,
  },
  filters: {
    enterprise: enterpriseNameSearch,
    year: { label: '考核年度', control: 'year', defaultValue: thisYear, disabledFuture: true },
    quarter: { label: '季度', control: 'select', dictionary: QUARTER },
    ...importedFilters,
  },
});

/** One enterprise result's examinees (the detail dialog draws its own table). */
export const examListSpec = defineListSpec({
  input: pagingQuerySchema.extend({ id: z.coerce.number({ error: '请指定企业结果' }).int().positive() }),
  fields: {},
});
