import { defineDictionary } from '../dictionaries/dictionary.ts';
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

/** A date (YYYY-MM-DD) and a time (YYYY-MM-DD HH:mm:ss) column. */
export const dateField = (title: string): FieldSpec => ({ title, width: 12 });
export const timeField = (title: string): FieldSpec => ({ title, width: 20 });

/** A period picked on a calendar, up to today. */
export const dateRangeFilter = (label: string): FilterSpec<'dateRange'> => ({
  label,
  control: 'dateRange',
  disabledFuture: true,
});

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

/** A review desk's choice of its to-do (the default) or what it decided. */
export const doneChoice = {
  label: '办理情况',
  control: 'radio',
  options: [
    { label: '待办', value: 0 },
    { label: '已办', value: 1 },
  ],
  defaultValue: 0,
} as const satisfies FilterSpec;
