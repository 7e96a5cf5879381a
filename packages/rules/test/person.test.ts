import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type PersonInput, personSchema } from '../src/index.ts';
import { validIdCard18 } from './support/arbitraries.ts';

const valid: PersonInput = {
  name: '张伟',
  gender: 0,
  idCard: '110101199003074258',
  phone: '13912345678',
  enabled: true,
  jobTitle: '2',
  qualification: ['01', '03'],
};

const errorsOf = (input: unknown) => {
  const result = personSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('person', () => {
  it('accepts a complete person, with no qualification meaning none', () => {
    expect(personSchema.parse(valid)).toEqual(valid);
    const { qualification: _none, ...withoutQualification } = valid;
    expect(personSchema.parse(withoutQualification).qualification).toEqual([]);
  });

  it('asks for every required field', () => {
    expect(errorsOf({})).toEqual({
      name: '请输入姓名',
      gender: '请选择性别',
      idCard: '请输入身份证',
      phone: '请输入手机号码',
      enabled: '请选择状态',
      jobTitle: '请选择职称',
    });
  });

  it('refuses a long name, unknown codes and malformed numbers', () => {
    expect(
      errorsOf({
        ...valid,
        name: '张'.repeat(51),
        gender: 2,
        idCard: '1101011990030742',
        phone: '1391234567',
        enabled: 'true',
      }),
    ).toEqual({
      name: '姓名不能超过50个字符',
      gender: '请选择性别',
      idCard: '请输入正确格式的身份证',
      phone: '输入的联系电话格式有误',
      enabled: '请选择状态',
    });
  });

  it('accepts any valid ID number and 11-digit mobile number', () => {
    fc.assert(
      fc.property(
        validIdCard18,
        fc.stringMatching(/^1[3-9]\d{9}$/),
        fc.constantFrom(0, 1),
        fc.boolean(),
        (idCard, phone, gender, enabled) => {
          expect(personSchema.safeParse({ ...valid, idCard, phone, gender, enabled }).success).toBe(true);
        },
      ),
    );
  });
});
