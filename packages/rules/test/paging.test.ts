import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagingQuerySchema } from '../src/index.ts';

const messagesOf = (query: unknown) =>
  pagingQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('paging query', () => {
  it('defaults to the first page of the default size', () => {
    expect(pagingQuerySchema.parse({})).toEqual({
      pageIndex: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    });
  });

  it('reads query-string numbers', () => {
    expect(pagingQuerySchema.parse({ pageIndex: '3', pageSize: '20' })).toEqual({ pageIndex: 3, pageSize: 20 });
    expect(pagingQuerySchema.parse({ pageSize: String(MAX_PAGE_SIZE) }).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('refuses page 0, fractions, text and oversized pages', () => {
    expect(messagesOf({ pageIndex: '0' })).toEqual([['pageIndex', '页码须为不小于1的整数']]);
    expect(messagesOf({ pageIndex: '1.5' })).toEqual([['pageIndex', '页码须为不小于1的整数']]);
    expect(messagesOf({ pageIndex: 'abc' })).toEqual([['pageIndex', '页码须为不小于1的整数']]);
    expect(messagesOf({ pageSize: String(MAX_PAGE_SIZE + 1) })).toEqual([
      ['pageSize', '每页条数须为1到1000000之间的整数'],
    ]);
    expect(messagesOf({ pageSize: '0' })).toEqual([['pageSize', '每页条数须为1到1000000之间的整数']]);
  });

  it('accepts any page index from 1 and any page size up to the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        (pageIndex, pageSize) => {
          expect(
            pagingQuerySchema.parse({
              pageIndex: String(pageIndex),
              pageSize: String(pageSize),
            }),
          ).toEqual({ pageIndex, pageSize });
        },
      ),
    );
  });

  it('refuses any page index below 1 and any page size beyond the bounds', () => {
    fc.assert(fc.property(fc.integer({ max: 0 }), (pageIndex) => !pagingQuerySchema.safeParse({ pageIndex }).success));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: MAX_PAGE_SIZE + 1 })),
        (pageSize) => !pagingQuerySchema.safeParse({ pageSize }).success,
      ),
    );
  });
});
