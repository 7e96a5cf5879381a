import { examListSpec } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { practiceAbilities, practiceAbilityExams } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';

const columns = {
  ...aliasedColumns({
    id: practiceAbilityExams.id,
    rowNumber: practiceAbilityExams.rowNumber,
    candidateName: practiceAbilityExams.candidateName,
    enterpriseName: practiceAbilityExams.enterpriseName,
    paperName: practiceAbilityExams.paperName,
    examAddress: practiceAbilityExams.examAddress,
    scoreValue: practiceAbilityExams.score,
    absent: practiceAbilityExams.absent,
    result: practiceAbilityExams.result,
    reason: practiceAbilityExams.reason,
  }),
  examStartTime: dateTimeText(practiceAbilityExams.examStartTime).as('examStartTime'),
  examEndTime: dateTimeText(practiceAbilityExams.examEndTime).as('examEndTime'),
  createTime: dateTimeText(practiceAbilities.createdAt).as('createTime'),
};

/** One examinee's result as the detail page lists it. */
const examDetail = z.object({
  id: z.number(),
  rowNumber: z.number(),
  candidateName: z.string(),
  enterpriseName: z.string(),
  paperName: z.string(),
  examAddress: z.string(),
  examStartTime: z.string().nullable(),
  examEndTime: z.string().nullable(),
  scoreValue: z.number().nullable(),
  absent: z.boolean(),
  result: z.boolean(),
  reason: z.string().nullable(),
  createTime: z.string(),
});

/** One enterprise result's examinees, in the file's order. */
export const examList = defineList({
  method: 'GET',
  url: '/api/practiceability/detailpage',
  permission: PERMISSIONS.practiceAbilityImport,
  tags: ['执业能力测评'],
  summary: '考生成绩明细（分页）',
  spec: examListSpec,
  row: examDetail,
  source: {
    table: practiceAbilityExams,
    id: practiceAbilityExams.id,
    joins: [{ table: practiceAbilities, on: eq(practiceAbilities.id, practiceAbilityExams.practiceAbilityId) }],
  },
  columns,
  where: (filter) => eq(practiceAbilityExams.practiceAbilityId, filter.id),
  orderBy: [asc(practiceAbilityExams.rowNumber), asc(practiceAbilityExams.id)],
  presenter: () => (row) => row,
  examples: { id: '1' },
});
