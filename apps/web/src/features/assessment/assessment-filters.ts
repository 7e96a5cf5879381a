import { dictOptions, QUARTER, RELEASE_STATE, RELEASE_STATES, YES_NO } from '@credit/rules';
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterField } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';

/** Publishable rows first: they are the ones a clerk acts on (deletes, publishes). */
export const PUBLISHABLE = 1;

const enterpriseFilter: FilterField = { name: 'enterprise', label: '企业名称', type: 'text', maxLength: 50 };
const importTimeFilter: FilterField = {
  name: 'import',
  label: '导入时间',
  type: 'dateTimeRange',
  disabledFuture: true,
};
const publishableFilter: FilterField = {
  name: 'canPublish',
  label: '是否可发布',
  type: 'radio',
  options: dictOptions(YES_NO),
  defaultValue: PUBLISHABLE,
};

/** Import list filters: screen 5 (practice ability) and screen 6 (pass rate, with year and quarter). */
export function importFilters(kind: AssessmentKind, today: Dayjs = dayjs()): FilterField[] {
  if (kind.key === 'practiceAbility') return [enterpriseFilter, importTimeFilter, publishableFilter];
  return [
    enterpriseFilter,
    { name: 'year', label: '考核年度', type: 'year', defaultValue: today.year(), disabledFuture: true },
    { name: 'quarter', label: '季度', type: 'select', options: dictOptions(QUARTER) },
    importTimeFilter,
    publishableFilter,
  ];
}

/** The states a reviewer filters by (spec §2 screen 4): drafts never reach review. */
export const REVIEW_STATES = [RELEASE_STATES.waiting, RELEASE_STATES.completed, RELEASE_STATES.refused] as const;

export const reviewFilters: FilterField[] = [
  { name: 'register', label: '申请日期', type: 'dateRange', disabledFuture: true },
  {
    name: 'state',
    label: '状态',
    type: 'multiSelect',
    options: REVIEW_STATES.map((state) => ({ value: state, label: RELEASE_STATE.get(state) ?? '' })),
  },
];
