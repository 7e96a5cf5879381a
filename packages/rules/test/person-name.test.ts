import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPersonName, personNameSchema } from '../src/index.ts';
import { hanText } from './support/arbitraries.ts';
import { messageOf } from './support/message-of.ts';

describe('person name', () => {
  it.each(['张三', '欧阳娜娜', '爱新觉罗溥仪', 'Anna', 'Anna Lee', 'Jean-Luc Picard'])('accepts %s', (name) => {
    expect(personNameSchema.parse(name)).toBe(name);
  });

  it('asks for the name when it is blank', () => {
    expect(messageOf(personNameSchema, '  ')).toBe('请输入姓名');
  });

  it.each(['张', '一二三四五六七八九', 'Ann', 'Abcdefghijklmnopq', '张Anna', 'Anna1', '  Anna-'])(
    'rejects %s',
    (name) => {
      expect(messageOf(personNameSchema, name)).toBe('姓名须为2-8个汉字或4-16个英文字符');
    },
  );

  it('accepts 2-8 Chinese characters and rejects 1 or 9+', () => {
    fc.assert(fc.property(hanText(2, 8), (name) => isPersonName(name)));
    fc.assert(fc.property(fc.oneof(hanText(1, 1), hanText(9, 20)), (name) => !isPersonName(name)));
  });

  it('accepts 4-16 Latin letters and rejects shorter or longer', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{4,16}$/), (name) => isPersonName(name)));
    fc.assert(fc.property(fc.stringMatching(/^([A-Za-z]{1,3}|[A-Za-z]{17,30})$/), (name) => !isPersonName(name)));
  });

  it('rejects Chinese mixed with Latin letters', () => {
    fc.assert(
      fc.property(hanText(1, 4), fc.stringMatching(/^[A-Za-z]{1,4}$/), (han, latin) => !isPersonName(han + latin)),
    );
  });
});
