import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enterpriseEditSchema, mobilePhoneSchema, zodRule } from '../src/index.ts';

describe('form rule', () => {
  it('marks a field required when the schema refuses a missing value', () => {
    expect(zodRule(enterpriseEditSchema.shape.contactPhone).required).toBe(true);
    expect(zodRule(enterpriseEditSchema.shape.remarks).required).toBe(false);
  });

  it('resolves for a valid value and rejects with the schema’s first message', async () => {
    const rule = zodRule(mobilePhoneSchema);
    await expect(rule.validator({}, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator({}, '')).rejects.toThrow('请输入手机号码');
    await expect(rule.validator({}, '12345')).rejects.toThrow('输入的联系电话格式有误');
  });

  it('rejects exactly the values the schema refuses', async () => {
    const rule = zodRule(mobilePhoneSchema);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.stringMatching(/^1\d{10}$/), fc.string()), async (value) => {
        const valid = mobilePhoneSchema.safeParse(value).success;
        const outcome = await rule.validator({}, value).then(
          () => true,
          () => false,
        );
        expect(outcome).toBe(valid);
      }),
    );
  });
});
