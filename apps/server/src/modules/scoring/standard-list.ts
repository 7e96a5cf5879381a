import { standardListSpec } from '@credit/rules';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { scoringStandards } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const levelStep = z.object({ level: z.string(), min: z.number().nullable() });

/** standardsMgt: every scoring standard, the latest effective first. */
export const standardList = defineList({
  method: 'GET',
  url: '/api/scoring/standard/page',
  permission: PERMISSIONS.systemStandards,
  tags: ['信用评分'],
  summary: '信用评价标准（草稿与已发布）',
  spec: standardListSpec,
  row: z.object({
    id: z.number(),
    name: z.string(),
    effectiveDate: z.string(),
    state: z.number(),
    stateDescription: z.string(),
    basePoints: z.number(),
    levels: z.array(levelStep),
    trendLevels: z.array(levelStep),
    practiceAbilityTiers: z.array(z.object({ scoreValue: z.number(), minAverageScore: z.number() })),
    passRateGrades: z.array(z.object({ grade: z.string(), scoreValue: z.number() })),
    requiredEngineers: z.object({ '1': z.number(), '2': z.number(), '3': z.number() }),
    publishTime: z.string().nullable(),
  }),
  source: { table: scoringStandards, id: scoringStandards.id },
  columns: {
    ...aliasedColumns({
      id: scoringStandards.id,
      name: scoringStandards.name,
      state: scoringStandards.state,
      basePoints: scoringStandards.basePoints,
      levels: scoringStandards.levels,
      trendLevels: scoringStandards.trendLevels,
      practiceAbilityTiers: scoringStandards.practiceAbilityTiers,
      passRateGrades: scoringStandards.passRateGrades,
      requiredEngineers: scoringStandards.requiredEngineers,
    }),
    effectiveDate: dateText(scoringStandards.effectiveDate).as('effectiveDate'),
    publishTime: dateTimeText(scoringStandards.publishedAt).as('publishTime'),
  },
  where: () => undefined,
  orderBy: [desc(scoringStandards.effectiveDate), desc(scoringStandards.id)],
  presenter: () => (row) =>
    withFields(row, { basePoints: Number(row.basePoints), stateDescription: row.state === 1 ? '已发布' : '草稿' }),
  examples: {},
});
