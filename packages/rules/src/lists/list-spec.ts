import type { z } from 'zod';
import type { Dictionary } from '../dictionaries/dictionary.ts';

/** How a filter is entered: a range (dateRange, dateTimeRange) sends `<name>Start` and `<name>End`. */
export type FilterControl =
  'text' | 'select' | 'multiSelect' | 'dateRange' | 'dateTimeRange' | 'year' | 'radio' | 'cascader';
export type RangeControl = 'dateRange' | 'dateTimeRange';

export interface FilterOptionSpec {
  label: string;
  value: string | number;
  /** The next level of a cascader's tree. */
  children?: readonly FilterOptionSpec[];
}

/** A filter's value as the query carries it; a range is [start, end]. */
export type FilterValue = string | number | readonly (string | number)[];

export interface FilterSpec<Control extends FilterControl = FilterControl> {
  label: string;
  control: Control;
  /** The choices; a dictionary gives them in its order, the screen may supply them (a list read from the server). */
  options?: readonly FilterOptionSpec[];
  dictionary?: Dictionary;
  maxLength?: number;
  placeholder?: string;
  /** What the form starts with; a function for a default that moves with the day (this year). */
  defaultValue?: FilterValue | (() => FilterValue);
  /** Dates after today cannot be picked. */
  disabledFuture?: boolean;
}

/** A range's name: `<name>Start` and `<name>End` are both keys of the input. */
type RangeName<Keys, K = Keys> = K extends `${infer Name}Start` ? (`${Name}End` extends Keys ? Name : never) : never;

/**
 * A list's filters in the order the form shows them, each named by what the request carries: a key
 * of the input, or for a range the name its `Start` and `End` keys share. A typo does not compile.
 */
export type ListFilters<Input> = {
  [K in keyof Input & string]?: FilterSpec<Exclude<FilterControl, RangeControl>>;
} & { [K in RangeName<keyof Input & string>]?: FilterSpec<RangeControl> };

/** One field of a list's row: its column on screen and in the export. */
export interface FieldSpec {
  title: string;
  /** Column width in characters (the export's; a screen draws about 7 px a character). */
  width?: number;
  /** The code's label: a coloured tag on screen, the label in the export. */
  dictionary?: Dictionary;
  /** The tag colour of a code (antd colour names); codes not named here show plain. */
  colors?: Readonly<Record<string | number, string>>;
  /** Whether the column is the row's standing (pinned beside 操作); default: whether it has a dictionary. */
  status?: boolean;
  /** Long text: cut at its width on screen, whole on hover. */
  long?: boolean;
  /** A figure: right-aligned on screen. */
  numeric?: boolean;
  /** Names the row of a wide report: stays at the left while the figures scroll. */
  frozen?: boolean;
  /** Left out of the table and of the default export until the user shows it (列设置). */
  hidden?: boolean;
  /** Shown only: the export never writes it. */
  screenOnly?: boolean;
}

export type ListFields = Readonly<Record<string, FieldSpec>>;

/** One list as both sides read it: its request schema, its row's fields in order and its filters. */
export interface ListSpec<I extends z.ZodType = z.ZodType, F extends ListFields = ListFields> {
  input: I;
  fields: F;
  filters: ListFilters<z.input<I>>;
}

/** Declares a list's spec; a filter must name what the input carries. */
export const defineListSpec = <I extends z.ZodType, const F extends ListFields>(spec: {
  input: I;
  fields: F;
  filters?: ListFilters<z.input<I>>;
}): ListSpec<I, F> => ({ filters: {}, ...spec });

/** Filters declared apart from a spec (shared by several lists), checked against the input they filter. */
export const defineListFilters = <I extends z.ZodType, const L extends ListFilters<z.input<I>>>(
  _input: I,
  filters: L,
): L => filters;

/** The spec with some fields left out (a column that says nothing to this user). */
export const withoutFields = <I extends z.ZodType, F extends ListFields>(
  spec: ListSpec<I, F>,
  keys: readonly (keyof F & string)[],
): ListSpec<I, ListFields> => ({
  ...spec,
  fields: Object.fromEntries(Object.entries(spec.fields).filter(([key]) => !keys.includes(key))),
});

/** The keys of the fields an export may write, in the spec's order. */
export const exportableKeys = (spec: Pick<ListSpec, 'fields'>): string[] =>
  Object.entries(spec.fields).flatMap(([key, field]) => (field.screenOnly ? [] : [key]));

/** What an export writes when the request names no columns: the exportable fields not hidden by default. */
export const defaultExportKeys = (spec: Pick<ListSpec, 'fields'>): string[] =>
  exportableKeys(spec).filter((key) => !spec.fields[key]?.hidden);
