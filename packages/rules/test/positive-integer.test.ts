import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPositiveInteger, positiveIntegerSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const schema = positiveIntegerSchema('请输入人数');

describe('positive integer', () => {
  it('reads a whole number starting 1-9', () => {
    expect(schema.parse('12')).toBe(12);
    expect(schema.parse(7)).toBe(7);
  });

  it('asks for the value when it is empty', () => {
    expect(messageOf(schema, '')).toBe('请输入人数');
  });

  it.each(['0', '012', '1.5', '-3', 'a1'])('rejects %s', (text) => {
    expect(isPositiveInteger(text)).toBe(false);
    expect(messageOf(schema, text)).toBe('请输入正整数');
  });

  it('accepts every positive safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (value) => {
        expect(schema.parse(String(value))).toBe(value);
      }),
    );
  });

  it('rejects any number with a leading zero', () => {
    fc.assert(fc.property(fc.stringMatching(/^0\d*$/), (text) => !isPositiveInteger(text)));
  });
});
