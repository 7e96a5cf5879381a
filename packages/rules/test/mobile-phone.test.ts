import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobilePhone, maskPhone, mobilePhoneSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('mobile phone', () => {
  it('accepts an 11-digit number starting 1 then 3-9, trimmed', () => {
    expect(mobilePhoneSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(isMobilePhone('19912345678')).toBe(true);
  });

  it('asks for the number when it is empty or missing', () => {
    expect(messageOf(mobilePhoneSchema, '')).toBe('请输入手机号码');
    expect(messageOf(mobilePhoneSchema, '   ')).toBe('请输入手机号码');
    expect(messageOf(mobilePhoneSchema, undefined)).toBe('请输入手机号码');
  });

  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '0898-6666666'])(
    'rejects %s as a bad format',
    (phone) => {
      expect(isMobilePhone(phone)).toBe(false);
      expect(messageOf(mobilePhoneSchema, phone)).toBe('输入的联系电话格式有误');
    },
  );

  it('masks the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });

  it('accepts any 11-digit string starting 1[3-9]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        expect(mobilePhoneSchema.safeParse(phone).success).toBe(true);
      }),
    );
  });

  it('rejects any number whose second digit is 0-2', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[0-2]\d{9}$/), (phone) => {
        expect(messageOf(mobilePhoneSchema, phone)).toBe('输入的联系电话格式有误');
      }),
    );
  });

  it('rejects digit strings of any other length', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^1[3-9]\d*$/).filter((phone) => phone.length !== 11),
        (phone) => !isMobilePhone(phone),
      ),
    );
  });

  it('keeps the length, the first three and the last four digits when masking', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(masked.slice(3, 7)).toBe('****');
        expect(masked.slice(7)).toBe(phone.slice(7));
      }),
    );
  });
});
