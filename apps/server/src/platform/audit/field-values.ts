import type { OperationValues } from '../../db/schema/index.ts';
import { EMPTY_VALUE, type TrackedField } from '../history/index.ts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const read = <T>(field: TrackedField<T>, value: T[keyof T] | undefined): string =>
  isEmpty(value)
    ? EMPTY_VALUE
    : field.show
      ? field.show(value as NonNullable<T[keyof T]>)
      : typeof value !== 'object'
        ? String(value)
        : Array.isArray(value) && value.every((item) => typeof item !== 'object')
          ? value.join('、')
          : JSON.stringify(value);

/** Every non-empty tracked field of what was created or deleted, as a person reads it. */
export function fieldValues<T extends object>(fields: readonly TrackedField<T>[], value: Partial<T>): OperationValues {
  return Object.fromEntries(
    fields
      .filter((field) => !isEmpty(value[field.key]))
      .map((field) => [field.label, read<T>(field, value[field.key])]),
  );
}

/**
 * The tracked fields a change moved, before and after, by their labels: only those present in
 * `after` are compared, so a partial update speaks of what it touched.
 */
export function changedValues<T extends object>(
  fields: readonly TrackedField<T>[],
  before: Partial<T>,
  after: Partial<T>,
): { before: OperationValues; after: OperationValues } {
  const moved = fields.filter(
    (field) =>
      field.key in after &&
      after[field.key] !== undefined &&
      read<T>(field, before[field.key]) !== read<T>(field, after[field.key]),
  );
  return {
    before: Object.fromEntries(moved.map((field) => [field.label, read<T>(field, before[field.key])])),
    after: Object.fromEntries(moved.map((field) => [field.label, read<T>(field, after[field.key])])),
  };
}
