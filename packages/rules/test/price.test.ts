import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrice, priceSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const schema = priceSchema('请输入代理服务费');

describe('price', () => {
  it('reads text or numbers with up to two decimals as a number', () => {
    expect(schema.parse('12.5')).toBe(12.5);
    expect(schema.parse(' 0.01 ')).toBe(0.01);
    expect(schema.parse(300)).toBe(300);
  });

  it('asks for the value when it is empty', () => {
    expect(messageOf(schema, '')).toBe('请输入代理服务费');
    expect(messageOf(schema, undefined)).toBe('请输入代理服务费');
  });

  it.each(['1.234', '1.', '.5', '-1', '1,000', 'abc'])('rejects %s', (text) => {
    expect(isPrice(text)).toBe(false);
    expect(messageOf(schema, text)).toBe('请输入正确的价格，最多两位小数');
  });

  it('accepts digits with at most two decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{1,2})?$/), (text) => {
        expect(schema.parse(text)).toBe(Number(text));
      }),
    );
  });

  it('rejects three or more decimals', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,9}\.\d{3,8}$/), (text) => !isPrice(text)));
  });
});
