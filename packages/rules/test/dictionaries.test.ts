import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_LEVEL,
  type DictCode,
  type Dictionary,
  dictOptions,
  dictSchema,
  GENDER,
  HISTORY_TYPE,
  IMPORT_RESULT,
  importResultLabel,
  labelOf,
  PASS_RATE_TIER,
  PERSON_ENABLED,
  PRACTICE_ABILITY_TIER,
  QUALIFICATION_LEVEL,
  QUARTER,
  RELEASE_STATE,
  releaseStateSchema,
  YES_NO,
  yesNoLabel,
} from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const DICTIONARIES: [string, Dictionary][] = [
  ['release state', RELEASE_STATE],
  ['qualification level', QUALIFICATION_LEVEL],
  ['gender', GENDER],
  ['person enabled', PERSON_ENABLED],
  ['history type', HISTORY_TYPE],
  ['credit level', CREDIT_LEVEL],
  ['practice-ability tier', PRACTICE_ABILITY_TIER],
  ['pass-rate tier', PASS_RATE_TIER],
  ['quarter', QUARTER],
  ['import result', IMPORT_RESULT],
  ['yes/no', YES_NO],
];

describe('dictionaries', () => {
  it.each<[Dictionary, [DictCode, string][]]>([
    [
      RELEASE_STATE,
      [
        [0, '草稿'],
        [3, '待复审'],
        [5, '复审拒绝'],
        [7, '已完成'],
      ],
    ],
    [
      QUALIFICATION_LEVEL,
      [
        [1, '甲级'],
        [2, '乙级'],
        [3, '乙级（暂定期）'],
      ],
    ],
    [
      GENDER,
      [
        [0, '男'],
        [1, '女'],
      ],
    ],
    [
      PERSON_ENABLED,
      [
        [true, '在职'],
        [false, '离职'],
      ],
    ],
    [
      HISTORY_TYPE,
      [
        [0, '企业'],
        [1, '人员'],
      ],
    ],
    [
      CREDIT_LEVEL,
      [
        ['AAA', 'AAA'],
        ['AA', 'AA'],
        ['A', 'A'],
        ['B', 'B'],
        ['C', 'C'],
      ],
    ],
    [
      PRACTICE_ABILITY_TIER,
      [
        [3, '+3'],
        [4, '+4'],
        [5, '+5'],
        [6, '+6'],
      ],
    ],
    [
      PASS_RATE_TIER,
      [
        [1, '+1'],
        [2, '+2'],
        [4, '+4'],
      ],
    ],
    [
      QUARTER,
      [
        [1, '第一季度'],
        [2, '第二季度'],
        [3, '第三季度'],
        [4, '第四季度'],
      ],
    ],
    [
      IMPORT_RESULT,
      [
        [true, '成功'],
        [false, '失败'],
      ],
    ],
    [
      YES_NO,
      [
        [1, '是'],
        [0, '否'],
      ],
    ],
  ])('holds the codes and labels of the specification (%#)', (dict, entries) => {
    expect(dictOptions(dict)).toEqual(entries.map(([value, label]) => ({ label, value })));
  });

  it('labels a code, and gives nothing for an unknown or missing one', () => {
    expect(labelOf(RELEASE_STATE, 3)).toBe('待复审');
    expect(labelOf(PERSON_ENABLED, false)).toBe('离职');
    expect(labelOf(RELEASE_STATE, 4)).toBe('');
    expect(labelOf(RELEASE_STATE, '3')).toBe('');
    expect(labelOf(QUALIFICATION_LEVEL, null)).toBe('');
    expect(labelOf(QUALIFICATION_LEVEL, undefined)).toBe('');
  });

  it('reads 1 (or true, or the text "1") as 是 and anything else as 否', () => {
    expect(yesNoLabel(1)).toBe('是');
    expect(yesNoLabel(0)).toBe('否');
    expect(yesNoLabel(null)).toBe('否');
    expect(yesNoLabel('1')).toBe('是');
    expect(yesNoLabel(true)).toBe('是');
    expect(yesNoLabel('yes')).toBe('否');
  });

  it('reads true or 1 as 成功 and anything else as 失败', () => {
    expect(importResultLabel(true)).toBe('成功');
    expect(importResultLabel(1)).toBe('成功');
    expect(importResultLabel(false)).toBe('失败');
    expect(importResultLabel(undefined)).toBe('失败');
  });

  it('validates a code against its dictionary with the given message', () => {
    expect(releaseStateSchema.parse(5)).toBe(5);
    expect(messageOf(releaseStateSchema, 4)).toBe('请选择状态');
    expect(messageOf(releaseStateSchema, '3')).toBe('请选择状态');
    expect(messageOf(releaseStateSchema, undefined)).toBe('请选择状态');
  });

  it.each(DICTIONARIES)('%s: every option labels and validates its own code', (_name, dict) => {
    const schema = dictSchema(dict, '请选择');
    fc.assert(
      fc.property(fc.constantFrom(...dictOptions(dict)), (option) => {
        expect(labelOf(dict, option.value)).toBe(option.label);
        expect(schema.parse(option.value)).toBe(option.value);
      }),
    );
  });

  it.each(DICTIONARIES)('%s: any value that is not a code is refused and unlabelled', (_name, dict) => {
    const schema = dictSchema(dict, '请选择');
    const value = fc.oneof(fc.integer(), fc.string(), fc.boolean()).filter((candidate) => !dict.has(candidate));
    fc.assert(
      fc.property(value, (candidate) => {
        expect(labelOf(dict, candidate)).toBe('');
        expect(messageOf(schema, candidate)).toBe('请选择');
      }),
    );
  });
});
