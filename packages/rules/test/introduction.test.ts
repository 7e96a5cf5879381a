import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { introductionSchema } from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

describe('introduction', () => {
  it('keeps the trimmed introduction', () => {
    expect(introductionSchema.parse({ introduce: '  成立于2005年。 ' })).toEqual({ introduce: '成立于2005年。' });
  });

  it('asks for the introduction when it is blank or missing', () => {
    expect(messageOf(introductionSchema, { introduce: '' })).toBe('请填写企业简介');
    expect(messageOf(introductionSchema, {})).toBe('请填写企业简介');
  });

  it('accepts any introduction with visible text and refuses any blank one', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ''),
        (introduce) => introductionSchema.safeParse({ introduce }).success,
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (introduce) => {
        expect(messageOf(introductionSchema, { introduce })).toBe('请填写企业简介');
      }),
    );
  });
});
