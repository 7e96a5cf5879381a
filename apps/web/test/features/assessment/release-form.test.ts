import { MSG, releaseFormSchema, todayInShanghai, zodRule } from '@credit/rules';
import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { HttpError } from '@/api/http.ts';
import { PASS_RATE, PRACTICE_ABILITY } from '@/features/assessment/assessment-kind.ts';
import {
  releaseFailureMessage,
  releaseFormData,
  type ReleaseFormValues,
} from '@/features/assessment/release-form-data.ts';

const values: ReleaseFormValues = {
  identificationUnit: '  海口市住房和城乡建设局 ',
  actDeterminationDate: dayjs('2026-03-15'),
  relatedSymbol: ' 海住建〔2026〕12号',
  contactPerson: ' 王芳 ',
  behaviorDescription: ' 2026年第一季度执业能力测评 ',
  enterpriseAnnexes: [{ fileType: '附件', fileName: '测评结果.pdf', file: new File(['%PDF'], '测评结果.pdf') }],
};

/** Validates one field as the antd form does. */
const check = (field: keyof typeof releaseFormSchema.shape, value: unknown) =>
  zodRule(releaseFormSchema.shape[field])
    .validator(undefined, value)
    .then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );

describe('release multipart body', () => {
  test('trimmed fields, the date, the state and one relation per practice-ability row', () => {
    const form = releaseFormData(PRACTICE_ABILITY, values, [11, 12], 3);
    expect(form.get('identificationUnit')).toBe('海口市住房和城乡建设局');
    expect(form.get('relatedSymbol')).toBe('海住建〔2026〕12号');
    expect(form.get('contactPerson')).toBe('王芳');
    expect(form.get('behaviorDescription')).toBe('2026年第一季度执业能力测评');
    expect(form.get('actDeterminationDate')).toBe('2026-03-15');
    expect(form.get('state')).toBe('3');
    expect(form.get('PracticeAbilityReleaseRelations[0].PracticeAbilityId')).toBe('11');
    expect(form.get('PracticeAbilityReleaseRelations[1].PracticeAbilityId')).toBe('12');
    expect(form.get('enterpriseAnnexes[0].fileType')).toBe('附件');
    expect(form.get('enterpriseAnnexes[0].file')).toBeInstanceOf(File);
  });

  test('pass-rate rows go as RecordPassRateReleaseRelations; a draft is state 0; a blank symbol is sent empty', () => {
    const form = releaseFormData(PASS_RATE, { ...values, relatedSymbol: undefined }, [7], 0);
    expect(form.get('RecordPassRateReleaseRelations[0].RecordPassRateId')).toBe('7');
    expect(form.has('PracticeAbilityReleaseRelations[0].PracticeAbilityId')).toBe(false);
    expect(form.get('state')).toBe('0');
    expect(form.get('relatedSymbol')).toBe('');
  });
});

describe('release form rules (spec §5)', () => {
  test('required fields give the spec messages, blank text counts as empty', async () => {
    expect(await check('identificationUnit', '   ')).toBe(MSG.identificationUnitRequired);
    expect(await check('actDeterminationDate', undefined)).toBe(MSG.actDeterminationDateRequired);
    expect(await check('contactPerson', '')).toBe(MSG.applicantRequired);
    expect(await check('behaviorDescription', undefined)).toBe(MSG.behaviorDescriptionRequired);
    expect(await check('relatedSymbol', undefined)).toBeUndefined();
  });

  test('limits: unit and symbol 50, applicant 10, description 400', async () => {
    expect(await check('identificationUnit', '单'.repeat(50))).toBeUndefined();
    expect(await check('identificationUnit', '单'.repeat(51))).toBeDefined();
    expect(await check('relatedSymbol', '号'.repeat(51))).toBeDefined();
    expect(await check('contactPerson', '王'.repeat(11))).toBeDefined();
    expect(await check('behaviorDescription', '述'.repeat(400))).toBeUndefined();
    expect(await check('behaviorDescription', '述'.repeat(401))).toBeDefined();
  });

  test('the determination date may be today but not tomorrow, in Beijing time', async () => {
    // The platform's day is Beijing's, whatever the clock of the machine running the test.
    const today = dayjs(todayInShanghai());
    expect(await check('actDeterminationDate', today)).toBeUndefined();
    expect(await check('actDeterminationDate', today.add(1, 'day'))).toBe('日期不能晚于今天');
  });
});

describe('what a failed release save tells the user (spec §8)', () => {
  test("the server's message when it gives one", () => {
    const refused = new HttpError('行为认定单位不能超过50个字符', 400, {
      success: false,
      message: '行为认定单位不能超过50个字符',
      extraData: null,
    });
    expect(releaseFailureMessage(refused)).toBe('行为认定单位不能超过50个字符');
  });

  test('success false with an empty body: the file name was too long', () => {
    expect(releaseFailureMessage(new HttpError('', 200))).toBe(MSG.saveFailedFileNameTooLong);
    expect(releaseFailureMessage(new HttpError(MSG.invalidInput, 413))).toBe(MSG.saveFailedFileNameTooLong);
  });

  test('no answer at all: time-out or network', () => {
    expect(releaseFailureMessage(new HttpError(MSG.requestTimeout, 0))).toBe(MSG.requestTimeout);
    expect(releaseFailureMessage(new HttpError(MSG.networkError, 0))).toBe(MSG.networkError);
  });
});
