import { describe, expect, it } from 'vitest';
import { maskPersonalText, nameCandidates } from '../../src/modules/publicity/personal-data.ts';

describe('maskPersonalText', () => {
  it.each([
    ['联系人张三，电话13812345678。', '联系人某某，电话138****5678。'],
    ['负责人：李四海手机13907560000', '负责人：某某手机139****0000'],
    ['法定代表人王五', '法定代表人某某'],
    ['法人代表为赵六六，已整改', '法人代表为某某，已整改'],
    ['身份证460100199001011234', '身份证460***********1234'],
    ['身份证46010019900101123X', '身份证460***********123X'],
    ['旧身份证460100900101123', '旧身份证460********1123'],
    ['座机0898-66778899', '座机0898-****8899'],
    ['电话(0898)66778899转', '电话(0898)****8899转'],
    ['电话（010）12345678', '电话（010）****5678'],
    ['电话：66778899', '电话：****8899'],
    ['邮箱 zhang.san@example.com 联系', '邮箱 z***@example.com 联系'],
    ['开户账号6222021234567890123', '开户账号***************0123'],
    ['账号6222 0212 3456 7890', '账号***************7890'],
  ])('masks %s', (text, masked) => {
    expect(maskPersonalText(text)).toBe(masked);
  });

  it('keeps what is not personal: dates, amounts, document numbers, register numbers', () => {
    const text = '2026年3月5日处罚5000元，文号琼建罚〔2026〕12号，登记编号XY2026000123，工期20260315至20261231';
    expect(maskPersonalText(text)).toBe(text);
  });

  it('masks the known names given, a longer one before a shorter one inside it', () => {
    expect(maskPersonalText('项目经理欧阳明远与明远共同签字', ['明远', '欧阳明远'])).toBe('项目经理某某与某某共同签字');
  });
});

describe('nameCandidates', () => {
  it('lists the two- to four-character runs of Chinese characters, once each', () => {
    expect(nameCandidates(['张三丰a张三', null]).sort()).toEqual(['三丰', '张三', '张三丰'].sort());
  });

  it('finds every name a text carries among its candidates', () => {
    const candidates = nameCandidates(['经查，施工员王建国未到岗']);
    expect(candidates).toContain('王建国');
    expect(candidates).not.toContain('施工员王建国');
  });
});
