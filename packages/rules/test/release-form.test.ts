import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, releaseFormSchema, todayInShanghai } from '../src/index.ts';

const valid = {
  identificationUnit: ' 海口市住房和城乡建设局 ',
  actDeterminationDate: '2024-05-20',
  contactPerson: ' 李娜 ',
  behaviorDescription: ' 2024年第一季度执业能力测评 ',
  relatedSymbol: ' 海住建〔2024〕12号 ',
};

const errorsOf = (input: unknown) => {
  const result = releaseFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('release form', () => {
  it('trims every text', () => {
    expect(releaseFormSchema.parse(valid)).toEqual({
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: '2024-05-20',
      contactPerson: '李娜',
      behaviorDescription: '2024年第一季度执业能力测评',
      relatedSymbol: '海住建〔2024〕12号',
    });
  });

  it('lets the related symbol be left out', () => {
    const { relatedSymbol: _symbol, ...required } = valid;
    expect(releaseFormSchema.parse(required).relatedSymbol).toBeUndefined();
  });

  it('asks for every required field with the specification’s words', () => {
    expect(errorsOf({ identificationUnit: ' ', contactPerson: '' })).toEqual({
      identificationUnit: '请输入行为认定单位',
      actDeterminationDate: '请输入行为认定日期',
      contactPerson: '请输入申请人',
      behaviorDescription: '请输入行为内容描述',
    });
  });

  it('holds each text to its limit and the date to today', () => {
    expect(
      errorsOf({
        identificationUnit: '单'.repeat(51),
        actDeterminationDate: '2999-12-31',
        contactPerson: '李'.repeat(11),
        behaviorDescription: '述'.repeat(401),
        relatedSymbol: '号'.repeat(51),
      }),
    ).toEqual({
      identificationUnit: '行为认定单位不能超过50个字符',
      actDeterminationDate: '日期不能晚于今天',
      contactPerson: '申请人不能超过10个字符',
      behaviorDescription: '行为内容描述不能超过400个字符',
      relatedSymbol: '相关文号不能超过50个字符',
    });
  });

  it('accepts today as the determination date', () => {
    expect(
      releaseFormSchema.parse({
        ...valid,
        actDeterminationDate: todayInShanghai(),
      }).actDeterminationDate,
    ).toBe(todayInShanghai());
  });

  it('accepts any description of up to 400 characters and refuses any longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), (length) => {
        const errors = errorsOf({
          ...valid,
          behaviorDescription: '述'.repeat(length),
        });
        expect(errors).toEqual(length <= 400 ? {} : { behaviorDescription: '行为内容描述不能超过400个字符' });
      }),
    );
  });
});
