import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordRowSchema } from '../../src/modules/credit-record/record-columns.ts';
import {
  envelopeSchema,
  legacyEnvelopeSchema,
  legacyOk,
  legacyPageOf,
  legacyPageSchema,
  ok,
  pageOf,
  pageSchema,
} from '../../src/platform/envelope.ts';
import { pageSerializer } from '../../src/platform/list/page-serializer.ts';

/** What the zod serializer of the other routes writes for the same answer. */
const zodWritten = (schema: z.ZodType, answer: unknown) =>
  (serializerCompiler as (route: object) => (data: unknown) => string)({ schema, method: 'GET', url: '/' })(answer);

const TEXTS = [
  '引号"与\\反斜杠',
  '换行\n制表\t回车\r',
  '\u0001\u001f控制',
  '\u2028\u2029行分隔',
  '</script>',
  '',
  '😀表情',
];

function record(index: number) {
  const person = index % 2 === 0 ? { name: TEXTS[index % TEXTS.length]! } : null;
  return {
    id: index + 1,
    registerNumber: `XY${index}`,
    enterpriseId: 7,
    enterpriseName: TEXTS[index % TEXTS.length]!,
    creditType: 2,
    creditTypeDescription: '不良',
    actor: 1,
    actorDescription: '企业',
    personName: person?.name ?? null,
    enterprisePerson: person,
    behaviorCategoryName: '质量',
    behaviorContentName: '内容',
    identifiedLevelName: index % 3 === 0 ? null : '一般',
    innovationAwardDescription: null,
    scoreValue: -1.5 * index,
    identificationUnit: '住建局',
    actDeterminationDate: '2026-01-02',
    relatedSymbol: null,
    behaviorDescription: '描'.repeat(300),
    contactPerson: null,
    telephone: '13800138000',
    processStatus: 9,
    processStatusDescription: '已完成',
    revision: index + 1,
    origin: 'department',
    originDescription: '部门填报',
    lastReason: null,
    behaviorLevelId: index % 2 === 0 ? null : 3,
    enterprisePersonId: null,
    createTime: '2026-01-02 03:04:05',
    submitTime: index % 2 === 0 ? null : '2026-01-02 03:04:05',
    endedOn: index % 4 === 0 ? '2026-05-03' : null,
    endReason: index % 4 === 0 ? '申诉成立' : null,
    openItem: index % 5 === 0 ? '申诉中' : null,
    approveConfirm: index % 3 === 0 ? TEXTS[index % TEXTS.length]! : null,
    steps: { titles: ['申请', '初审', '完成'], current: index % 3, ...(index % 6 === 0 && { status: 'error' }) },
    // Not in the row's schema: written by neither.
    inPark: true,
  };
}

describe('a list page written by its generated serializer', () => {
  const rows = Array.from({ length: 14 }, (_, index) => record(index));
  const page = pageOf(rows, 140, { pageIndex: 2, pageSize: 14 });

  it('writes exactly what the zod serializer writes, nullable objects, escapes and all', () => {
    const schema = envelopeSchema(pageSchema(recordRowSchema));
    const written = pageSerializer(schema)(ok(page));
    expect(written).toBe(zodWritten(schema, ok(page)));
    const read = JSON.parse(written) as { extraData: { pageData: Record<string, unknown>[] } };
    expect(read.extraData.pageData[0]).not.toHaveProperty('inPark');
    expect(read.extraData.pageData.map((row) => row['enterpriseName'])).toEqual(rows.map((row) => row.enterpriseName));
  });

  it('writes the legacy page shape and an empty page as the zod serializer does', () => {
    const schema = legacyEnvelopeSchema(legacyPageSchema(recordRowSchema));
    for (const answer of [
      legacyOk(legacyPageOf(page)),
      legacyOk(legacyPageOf(pageOf([], 0, { pageIndex: 1, pageSize: 10 }))),
    ])
      expect(pageSerializer(schema)(answer)).toBe(zodWritten(schema, answer));
  });

  it('writes a nullable object of its own kind, optional fields present or absent, and enums', () => {
    const row = z.object({
      kind: z.enum(['甲', '乙']),
      detail: z.object({ at: z.string(), count: z.number().int() }).nullable(),
      note: z.string().optional(),
      tags: z.array(z.string()),
      flag: z.boolean(),
    });
    const schema = envelopeSchema(pageSchema(row));
    const answer = ok(
      pageOf(
        [
          { kind: '甲' as const, detail: { at: 'x"y', count: 3 }, note: '备注', tags: ['a', 'b"'], flag: true },
          { kind: '乙' as const, detail: null, tags: [], flag: false },
        ],
        2,
        { pageIndex: 1, pageSize: 10 },
      ),
    );
    // An optional field is written after the required ones: the same JSON, in another key order.
    expect(JSON.parse(pageSerializer(schema)(answer))).toEqual(JSON.parse(zodWritten(schema, answer)));
  });
});
