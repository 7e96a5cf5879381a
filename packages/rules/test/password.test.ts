import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPassword, passwordSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('password', () => {
  it.each(['abc123', 'A1b2C3d4e5', '1aaaaa'])('accepts %s', (password) => {
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it('asks for the password when it is empty', () => {
    expect(messageOf(passwordSchema, '')).toBe('请输入密码');
  });

  it.each(['abcdef', '123456', 'ab12', 'abc123def45', 'abc 123', 'abc12!'])('rejects %s', (password) => {
    expect(messageOf(passwordSchema, password)).toBe('密码须为6-10位字母和数字组合');
  });

  it('accepts 6-10 letters and digits that hold at least one of each', () => {
    const alphanumeric = fc.stringMatching(/^[A-Za-z\d]{4,8}$/);
    fc.assert(
      fc.property(alphanumeric, fc.stringMatching(/^[A-Za-z]$/), fc.stringMatching(/^\d$/), (rest, letter, digit) => {
        expect(isPassword(letter + rest + digit)).toBe(true);
      }),
    );
  });

  it('rejects letters only, digits only, and any length outside 6-10', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{6,10}$/), (password) => !isPassword(password)));
    fc.assert(fc.property(fc.stringMatching(/^\d{6,10}$/), (password) => !isPassword(password)));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]\d[A-Za-z\d]*$/).filter((password) => password.length < 6 || password.length > 10),
        (password) => !isPassword(password),
      ),
    );
  });
});
