import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCardSchema, isIdCard, maskIdCard } from '../src/index.ts';
import { checkCharacterOf, idCardBody, isoDate, validIdCard18 } from './support/arbitraries.ts';
import { messageOf } from './support/message-of.ts';

describe('ID card', () => {
  it.each(['11010519491231002X', '110101199003074258', '440524188001010014', '110105491231002'])('accepts %s', (id) => {
    expect(idCardSchema.parse(id)).toBe(id);
  });

  it('reads a lower-case x as X and trims', () => {
    expect(idCardSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });

  it('asks for the number when it is empty', () => {
    expect(messageOf(idCardSchema, '')).toBe('请输入身份证');
    expect(messageOf(idCardSchema, undefined)).toBe('请输入身份证');
  });

  it.each([
    ['a wrong check character', '110101199003074257'],
    ['an impossible birth date', '110101199002304250'],
    ['a birth year before 1800', '110101179901014259'],
    ['a birth date in the future', '110101209901014253'],
    ['an area code starting 0', '010101199003074254'],
    ['a 15-digit number with an impossible date', '110105491331002'],
    ['letters', '11010519900307425A'],
    ['16 digits', '1101051990030742'],
    ['more than 18 characters', '1101011990030742581'],
  ])('rejects %s', (_case, id) => {
    expect(isIdCard(id)).toBe(false);
    expect(messageOf(idCardSchema, id)).toBe('请输入正确格式的身份证');
  });

  it('masks all but the first three and the last four', () => {
    expect(maskIdCard('110101199003074258')).toBe('110***********4258');
    expect(maskIdCard('110105491231002')).toBe('110********1002');
  });

  it('accepts every 18-character number with a valid birth date and its computed check character', () => {
    fc.assert(fc.property(validIdCard18, (id) => isIdCard(id)));
  });

  it('rejects every 18-character number whose check character was altered', () => {
    fc.assert(
      fc.property(idCardBody, fc.constantFrom(...'0123456789X'), (body, check) => {
        fc.pre(check !== checkCharacterOf(body));
        expect(messageOf(idCardSchema, body + check)).toBe('请输入正确格式的身份证');
      }),
    );
  });

  it('accepts every 15-digit number with a valid 1900s birth date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100000, max: 999999 }),
        isoDate('1900-01-01', '1999-12-31'),
        fc.integer({ min: 0, max: 999 }),
        (area, birth, sequence) =>
          isIdCard(`${area}${birth.slice(2).replaceAll('-', '')}${String(sequence).padStart(3, '0')}`),
      ),
    );
  });

  it('keeps the length, the first three and the last four characters when masking', () => {
    fc.assert(
      fc.property(validIdCard18, (id) => {
        const masked = maskIdCard(id);
        expect(masked).toHaveLength(id.length);
        expect(masked.slice(0, 3)).toBe(id.slice(0, 3));
        expect(masked.slice(3, 14)).toBe('***********');
        expect(masked.slice(14)).toBe(id.slice(14));
      }),
    );
  });
});
