import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_MESSAGE, accountPasswordSchema, isAccountPassword, passwordChangeSchema } from '../src/index.ts';

describe('account password', () => {
  it.each(['abcd1234', 'A1b2C3d4e5f6g7h8i9j0-long-passphrase', 'Demo@123456'])('accepts %s', (value) => {
    expect(isAccountPassword(value)).toBe(true);
  });

  it.each(['abc123', 'abcdefgh', '12345678', ''])('refuses %s', (value) => {
    const result = accountPasswordSchema.safeParse(value);
    expect(result.success).toBe(false);
  });

  it('gives the Chinese rule as its message', () => {
    const result = accountPasswordSchema.safeParse('abcdefgh');
    expect(result.error?.issues[0]?.message).toBe(ACCOUNT_PASSWORD_MESSAGE);
  });

  it('accepts any 8+ string with a letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 60 }), (rest) => {
        expect(isAccountPassword(`a1${rest}`)).toBe(true);
      }),
    );
  });

  it('requires the confirmation to match and the new password to differ', () => {
    const mismatch = passwordChangeSchema.safeParse({ oldPassword: 'old12345', newPassword: 'new12345', confirmPassword: 'new54321' });
    expect(mismatch.error?.issues.map((i) => i.message)).toContain('两次输入的新密码不一致');
    const same = passwordChangeSchema.safeParse({ oldPassword: 'same1234', newPassword: 'same1234', confirmPassword: 'same1234' });
    expect(same.error?.issues.map((i) => i.message)).toContain('新密码不能与原密码相同');
  });
});
