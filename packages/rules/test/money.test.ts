import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMoney, moneySchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const schema = moneySchema('请输入注册资本');

describe('money', () => {
  it('reads text or numbers with up to six decimals as a number', () => {
    expect(schema.parse('1000.123456')).toBe(1000.123456);
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(88.5)).toBe(88.5);
  });

  it('asks for the value when it is empty', () => {
    expect(messageOf(schema, ' ')).toBe('请输入注册资本');
    expect(messageOf(schema, null)).toBe('请输入注册资本');
  });

  it('refuses negative amounts', () => {
    expect(messageOf(schema, '-1')).toBe('不可输入负数');
    expect(messageOf(schema, -0.5)).toBe('不可输入负数');
  });

  it.each(['1.1234567', '1.2.3', '1.', 'abc', '1e5'])('rejects %s', (text) => {
    expect(isMoney(text)).toBe(false);
    expect(messageOf(schema, text)).toBe('请输入正确的金额，最多6位小数');
  });

  it('accepts digits with at most six decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{1,6})?$/), (text) => {
        expect(schema.parse(text)).toBe(Number(text));
      }),
    );
  });

  it('rejects seven or more decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}\.\d{7,10}$/), (text) => {
        expect(messageOf(schema, text)).toBe('请输入正确的金额，最多6位小数');
      }),
    );
  });

  it('refuses every negative amount', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-\d{1,9}(\.\d{1,6})?$/), (text) => {
        expect(messageOf(schema, text)).toBe('不可输入负数');
      }),
    );
  });
});
