export type DictCode = string | number | boolean;

/** Codes and their Chinese labels, defined once; zod schemas, filters and tables derive from it. */
export type Dictionary<C extends DictCode = DictCode> = ReadonlyMap<C, string>;

export type CodeOf<D> = D extends Dictionary<infer C> ? C : never;

export interface DictOption<C extends DictCode> {
  label: string;
  value: C;
}

export const defineDictionary = <const C extends DictCode>(entries: readonly (readonly [C, string])[]): Dictionary<C> =>
  new Map(entries);

/** The label of a code; an unknown or missing code has none (''). */
export const labelOf = (dict: Dictionary, code: DictCode | null | undefined): string =>
  code === null || code === undefined ? '' : (dict.get(code) ?? '');

/** Select, radio and filter options in definition order. */
export const dictOptions = <C extends DictCode>(dict: Dictionary<C>): DictOption<C>[] =>
  [...dict].map(([value, label]) => ({ label, value }));

// The schema lives apart: a page that only labels codes (the public portal) then loads no schema library.
export { dictSchema } from './dict-schema.ts';
