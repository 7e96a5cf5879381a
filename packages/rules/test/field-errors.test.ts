import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, mobilePhoneSchema, requiredText } from '../src/index.ts';

describe('field errors', () => {
  it('keys one message per field by its dotted path, the first issue winning', () => {
    const schema = z.object({
      contactPhone: mobilePhoneSchema,
      enterpriseAnnexes: z.array(z.object({ fileName: requiredText('请输入文件名称') })),
      password: z.string().min(6, '密码太短').regex(/\d/, '密码须含数字'),
    });
    const result = schema.safeParse({
      contactPhone: '123',
      enterpriseAnnexes: [{ fileName: 'a.pdf' }, { fileName: ' ' }],
      password: 'ab',
    });
    expect(fieldErrorsOf(result.error!)).toEqual({
      contactPhone: '输入的联系电话格式有误',
      'enterpriseAnnexes.1.fileName': '请输入文件名称',
      password: '密码太短',
    });
  });

  it('gives one entry per distinct path with that path’s first message', () => {
    const issue = fc.record({
      path: fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.nat(3)), {
        maxLength: 3,
      }),
      message: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(issue), (issues) => {
        const errors = fieldErrorsOf({ issues });
        const paths = issues.map((entry) => entry.path.join('.'));
        expect(Object.keys(errors).sort()).toEqual([...new Set(paths)].sort());
        for (const [field, message] of Object.entries(errors)) {
          expect(message).toBe(issues[paths.indexOf(field)]?.message);
        }
      }),
    );
  });
});
