import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, maxText, optionalText, requiredLimitedText, requiredText } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('text limits', () => {
  it('holds the limits of spec §9', () => {
    expect(LIMITS).toMatchObject({
      name: 50,
      legalRepresentative: 10,
      contact: 10,
      phone: 11,
      idCard: 18,
      landline: 20,
      url: 50,
      address: 100,
      personFilterName: 40,
      unit: 50,
      symbol: 50,
      description: 400,
    });
  });

  it('words the limit message with the label and the limit', () => {
    expect(maxText(50, '企业名称')).toBe('企业名称不能超过50个字符');
  });

  it('trims required text and asks for it when blank or missing', () => {
    const schema = requiredText('请输入法定代表人');
    expect(schema.parse('  张三 ')).toBe('张三');
    expect(messageOf(schema, ' \t ')).toBe('请输入法定代表人');
    expect(messageOf(schema, undefined)).toBe('请输入法定代表人');
    expect(messageOf(schema, null)).toBe('请输入法定代表人');
  });

  it('counts the limit after trimming', () => {
    const schema = requiredLimitedText('请输入联系人', LIMITS.contact, '联系人');
    expect(schema.parse(`  ${'张'.repeat(10)}  `)).toBe('张'.repeat(10));
    expect(messageOf(schema, '张'.repeat(11))).toBe('联系人不能超过10个字符');
  });

  it('lets optional text be absent, blank or null', () => {
    const schema = optionalText(LIMITS.landline, '固定电话');
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(' ')).toBe('');
    expect(messageOf(schema, '0'.repeat(21))).toBe('固定电话不能超过20个字符');
  });

  it('accepts any non-blank text within the limit and refuses any longer', () => {
    const schema = requiredLimitedText('请输入申请人', 10, '申请人');
    const word = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((text) => text.trim())
      .filter((text) => text.length > 0);
    fc.assert(
      fc.property(word, (text) => {
        const result = schema.safeParse(` ${text} `);
        if (text.length <= 10) expect(result.data).toBe(text);
        else expect(result.error?.issues[0]?.message).toBe('申请人不能超过10个字符');
      }),
    );
  });

  it('refuses any whitespace-only text as missing', () => {
    const schema = requiredText('请输入申请人');
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r\u3000]*$/), (blank) => {
        expect(messageOf(schema, blank)).toBe('请输入申请人');
      }),
    );
  });
});
