const isYes = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** Export formatter for import results: 1/true → 成功, anything else → 失败 (spec §7 generic export). */
export const resultLabel = (value: unknown): string => (isYes(value) ? '成功' : '失败');

/** Export formatter for yes/no flags: 1/true → 是, anything else → 否. */
export const yesNoLabel = (value: unknown): string => (isYes(value) ? '是' : '否');
