import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPercent, isPercent, percentSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const schema = percentSchema('请输入通过率');

describe('percent', () => {
  it('reads 0-100 as a number', () => {
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse('99.5')).toBe(99.5);
    expect(schema.parse(100)).toBe(100);
  });

  it('asks for the value when it is empty', () => {
    expect(messageOf(schema, '')).toBe('请输入通过率');
  });

  it.each(['100.01', '-1', 'abc', '1.'])('rejects %s', (text) => {
    expect(isPercent(text)).toBe(false);
    expect(messageOf(schema, text)).toBe('请输入0-100之间的数值');
  });

  it('normalises typed input by dropping minus signs and clamping to 0-100', () => {
    expect(clampPercent('-35')).toBe(35);
    expect(clampPercent('150')).toBe(100);
    expect(clampPercent(-250)).toBe(100);
    expect(clampPercent('12.5')).toBe(12.5);
    expect(clampPercent('')).toBe(0);
    expect(clampPercent('abc')).toBe(0);
  });

  it('always gives a value within 0-100', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (value) => {
        const clamped = clampPercent(value);
        return clamped >= 0 && clamped <= 100;
      }),
    );
  });

  it('leaves values already within 0-100 unchanged, and drops the minus of values within -100-0', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        expect(clampPercent(value)).toBe(value);
        expect(clampPercent(-value)).toBe(value);
      }),
    );
  });

  it('accepts in the schema exactly what clamping leaves unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}(\.\d{1,3})?$/), (text) => {
        expect(isPercent(text)).toBe(clampPercent(text) === Number(text));
      }),
    );
  });
});
