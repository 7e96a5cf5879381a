import { defineDictionary } from '../dictionaries/dictionary.ts';
import { QUALIFICATION_LEVEL } from '../dictionaries/qualification-level.ts';
import { YES_NO } from '../dictionaries/yes-no.ts';
import { LIMITS } from '../limits.ts';
import type { Workflow } from '../workflow/workflow.ts';
import type { FieldSpec, FilterSpec } from './list-spec.ts';

/** The fields and filters many lists share, written once. */

export const enterpriseNameField = { title: '企业名称', width: 36, long: true } as const satisfies FieldSpec;
export const enterpriseNameSearch = {
  label: '企业名称',
  control: 'text',
  maxLength: LIMITS.name,
} as const satisfies FilterSpec;

export const socialCreditCodeField = { title: '统一社会信用代码', width: 22 } as const satisfies FieldSpec;
export const socialCreditCodeSearch = {
  label: '统一社会信用代码',
  control: 'text',
  maxLength: 18,
} as const satisfies FilterSpec;

export const qualificationLevelField = { title: '资质等级', width: 16 } as const satisfies FieldSpec;
export const qualificationLevelChoice = {
  label: '资质等级',
  control: 'select',
  dictionary: QUALIFICATION_LEVEL,
} as const satisfies FilterSpec;

/** 园区企业 是/否 (inParkFilter). */
export const inParkChoice = { label: '园区企业', control: 'select', dictionary: YES_NO } as const satisfies FilterSpec;

/** The enterprise types are read from the server by the screen. */
export const enterpriseTypeChoice = { label: '企业类型', control: 'select' } as const satisfies FilterSpec;
/** A division at any level (the screen reads the tree): the server matches a province, a city or a district code. */
export const areaChoice = { label: '所在地区', control: 'cascader' } as const satisfies FilterSpec;

/** A date (YYYY-MM-DD) and a time (YYYY-MM-DD HH:mm:ss) column. */
export const dateField = (title: string): FieldSpec => ({ title, width: 12 });
export const timeField = (title: string): FieldSpec => ({ title, width: 20 });

/** A count or a score: right-aligned. */
export const figureField = (title: string, width = 10): FieldSpec => ({ title, width, numeric: true });

/** Long text: cut at its width on screen, whole on hover. */
export const longField = (title: string, width = 30): FieldSpec => ({ title, width, long: true });

/** Today (YYYY-MM-DD, the user's calendar) and this year, for defaults that move with the day. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
export const thisYear = () => new Date().getFullYear();
/** From the first of January to today. */
export const yearToDate = () => [`${thisYear()}-01-01`, today()];

/** A period picked on a calendar, up to today. */
export const dateRangeFilter = (label: string): FilterSpec<'dateRange'> => ({
  label,
  control: 'dateRange',
  disabledFuture: true,
});

/** A state already in words: pinned beside 操作 as the row's standing. */
export const stateTextField = (title: string): FieldSpec => ({ title, width: 12, status: true });

/** A status: its code as a coloured tag on screen, its label in the export. */
export const statusField = (
  title: string,
  dictionary: FieldSpec['dictionary'],
  colors?: FieldSpec['colors'],
): FieldSpec => ({ title, width: 12, dictionary, ...(colors && { colors }) });

/** A workflow's states as a dictionary of their labels. */
export const workflowStates = (workflow: Workflow) =>
  defineDictionary(workflow.states.map((state) => [state.code, state.label] as const));

/** A workflow's state column: the states named in `colors` so, the others as in progress. */
export const workflowStateField = (
  workflow: Workflow,
  colors: Readonly<Record<number, string>>,
  title = '处理状态',
): FieldSpec => ({
  ...statusField(title, workflowStates(workflow)),
  colors: Object.fromEntries(workflow.states.map((state) => [state.code, colors[state.code] ?? 'processing'])),
});

/** A choice of two, sent as 0 (the default) or 1. */
export const zeroOrOneChoice = (label: string, [zero, one]: readonly [string, string]) =>
  ({
    label,
    control: 'radio',
    options: [
      { label: zero, value: 0 },
      { label: one, value: 1 },
    ],
    defaultValue: 0,
  }) as const satisfies FilterSpec;

/** A review desk's choice of its to-do (the default) or what it decided. */
export const doneChoice = zeroOrOneChoice('办理情况', ['待办', '已办']);
