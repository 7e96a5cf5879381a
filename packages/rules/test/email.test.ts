import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('email', () => {
  it('accepts a basic address, trimmed', () => {
    expect(emailSchema.parse(' zhang.san@example.com.cn ')).toBe('zhang.san@example.com.cn');
  });

  it('asks for the address when it is empty', () => {
    expect(messageOf(emailSchema, '')).toBe('请输入邮箱');
  });

  it.each(['zhangsan', 'zhangsan@', '@example.com', 'zhang san@example.com', 'zhangsan@example', 'a@b@c.com'])(
    'rejects %s',
    (email) => {
      expect(isEmail(email)).toBe(false);
      expect(messageOf(emailSchema, email)).toBe('请输入正确的邮箱格式');
    },
  );

  it('limits the address to 100 characters', () => {
    expect(messageOf(emailSchema, `${'a'.repeat(90)}@example.com`)).toBe('邮箱不能超过100个字符');
  });

  it('accepts any local part and dotted domain of ordinary characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._+-]{1,20}@[a-z0-9-]{1,10}(\.[a-z]{2,6}){1,2}$/), (email) => {
        expect(emailSchema.safeParse(email).success).toBe(true);
      }),
    );
  });

  it('rejects anything without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => !isEmail(text),
      ),
    );
  });
});
