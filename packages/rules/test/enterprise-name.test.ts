import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterpriseNameSchema, isChineseEnterpriseName } from '../src/index.ts';
import { hanText } from './support/arbitraries.ts';
import { messageOf } from './support/message-of.ts';

describe('enterprise name', () => {
  it.each(['海南华信工程造价咨询有限公司', '中建三局集团（北京）有限公司', '六个中文字符'])('accepts %s', (name) => {
    expect(enterpriseNameSchema.parse(name)).toBe(name);
  });

  it('asks for the name when it is blank', () => {
    expect(messageOf(enterpriseNameSchema, ' ')).toBe('请输入企业名称');
  });

  it.each([
    '五个中文字',
    'ABC工程咨询有限公司',
    '海南华信工程 有限公司',
    '海南华信(北京)有限公司',
    '海南华信工程2公司',
  ])('rejects %s', (name) => {
    expect(isChineseEnterpriseName(name)).toBe(false);
    expect(messageOf(enterpriseNameSchema, name)).toBe('请输入6个或6个以上中文字符');
  });

  it('limits the name to 50 characters', () => {
    expect(messageOf(enterpriseNameSchema, '海'.repeat(51))).toBe('企业名称不能超过50个字符');
  });

  it('accepts 6-50 Chinese characters', () => {
    fc.assert(fc.property(hanText(6, 50), (name) => enterpriseNameSchema.safeParse(name).success));
  });

  it('rejects fewer than six Chinese characters, even inside brackets', () => {
    fc.assert(
      fc.property(hanText(1, 5), (name) => !isChineseEnterpriseName(name) && !isChineseEnterpriseName(`（${name}）`)),
    );
  });

  it('rejects a Chinese name holding any ASCII character', () => {
    fc.assert(
      fc.property(
        hanText(3, 20),
        hanText(3, 20),
        fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 3 }),
        (head, tail, ascii) => {
          expect(messageOf(enterpriseNameSchema, head + ascii + tail)).toBe('请输入6个或6个以上中文字符');
        },
      ),
    );
  });
});
