import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EnterpriseEditInput, enterpriseEditSchema, fieldErrorsOf } from '../src/index.ts';

const valid: EnterpriseEditInput = {
  enterpriseName: '海南华信工程造价咨询有限公司',
  legalRepresentative: '王建国',
  corporateIDCard: '110101199003074258',
  province: '460000',
  area: '460100',
  county: '460106',
  enterpriseType: '1',
  registeredCapital: '500.123456',
  contactPerson: '李娜',
  contactPhone: '13876543210',
  fixedTelephone: '0898-66668888',
  email: 'huaxin@example.com',
  enterpriseURL: 'https://www.huaxin.cn',
  enterpriseEstablishmentTime: '2005-03-18',
  officeAddress: '海口市龙华区滨海大道1号',
  registeredAddress: '海口市龙华区滨海大道1号',
  businessscope: '工程造价咨询',
  remarks: null,
};

const errorsOf = (input: unknown) => {
  const result = enterpriseEditSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('enterprise edit', () => {
  it('accepts a complete record and gives the registered capital as a number', () => {
    const parsed = enterpriseEditSchema.parse({
      ...valid,
      registeredCapital: '500.123456',
    });
    expect(parsed.registeredCapital).toBe(500.123456);
    expect(parsed.enterpriseName).toBe(valid.enterpriseName);
  });

  it('takes the capital as a number too and leaves the optional fields out', () => {
    const { fixedTelephone: _landline, enterpriseURL: _url, remarks: _remarks, ...required } = valid;
    expect(enterpriseEditSchema.parse({ ...required, registeredCapital: 0 }).registeredCapital).toBe(0);
  });

  it('asks for every required field of an empty form', () => {
    expect(errorsOf({})).toEqual({
      enterpriseName: '请输入企业名称',
      legalRepresentative: '请输入法定代表人',
      corporateIDCard: '请输入身份证',
      province: '请选择省份',
      area: '请选择城市',
      county: '请选择区县',
      enterpriseType: '请选择企业类型',
      registeredCapital: '请输入注册资本',
      contactPerson: '请输入联系人',
      contactPhone: '请输入手机号码',
      email: '请输入邮箱',
      enterpriseEstablishmentTime: '请选择成立日期',
      officeAddress: '请输入办公地址',
      registeredAddress: '请输入注册地址',
      businessscope: '请输入经营范围',
    });
  });

  it('gives the specification’s message for each broken rule', () => {
    expect(
      errorsOf({
        ...valid,
        enterpriseName: 'Huaxin工程造价咨询有限公司',
        legalRepresentative: '王'.repeat(11),
        corporateIDCard: '110101199003074257',
        registeredCapital: '-5',
        contactPerson: '李'.repeat(11),
        contactPhone: '12876543210',
        fixedTelephone: '0'.repeat(21),
        email: 'huaxin.example.com',
        enterpriseURL: `https://${'a'.repeat(43)}.cn`,
        enterpriseEstablishmentTime: '2999-01-01',
        officeAddress: '海'.repeat(101),
        registeredAddress: '海'.repeat(101),
      }),
    ).toEqual({
      enterpriseName: '请输入6个或6个以上中文字符',
      legalRepresentative: '法定代表人不能超过10个字符',
      corporateIDCard: '请输入正确格式的身份证',
      registeredCapital: '不可输入负数',
      contactPerson: '联系人不能超过10个字符',
      contactPhone: '输入的联系电话格式有误',
      fixedTelephone: '固定电话不能超过20个字符',
      email: '请输入正确的邮箱格式',
      enterpriseURL: '企业网址不能超过50个字符',
      enterpriseEstablishmentTime: '日期不能晚于今天',
      officeAddress: '办公地址不能超过100个字符',
      registeredAddress: '注册地址不能超过100个字符',
    });
  });

  it('accepts any capital with at most six decimals and refuses seven', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}(\.\d{1,6})?$/), (capital) => {
        expect(enterpriseEditSchema.parse({ ...valid, registeredCapital: capital }).registeredCapital).toBe(
          Number(capital),
        );
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}\.\d{7}$/), (capital) => {
        expect(errorsOf({ ...valid, registeredCapital: capital })).toEqual({
          registeredCapital: '请输入正确的金额，最多6位小数',
        });
      }),
    );
  });

  it('refuses any legal representative longer than 10 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\u4e00-\u9fa5]{11,30}$/), (name) => {
        expect(errorsOf({ ...valid, legalRepresentative: name })).toEqual({
          legalRepresentative: '法定代表人不能超过10个字符',
        });
      }),
    );
  });
});
