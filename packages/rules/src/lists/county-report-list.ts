import { countyReportQuerySchema } from '../dashboard/county-report-query.ts';
import { defineListSpec } from './list-spec.ts';
import { PERIOD_FILTERS } from '../statistics/period-filters.ts';
import { figureField } from './shared-fields.ts';

/** A credit level's count of enterprises. */
const levelCount = (level: string) => figureField(level, 8);

/** reportForms: a row per county; the enterprise types are read from the server by the screen. */
export const countyReportListSpec = defineListSpec({
  input: countyReportQuerySchema,
  fields: {
    countyName: { title: '区县', width: 14, frozen: true },
    enterpriseCount: figureField('企业数'),
    levelAAA: levelCount('AAA'),
    levelAA: levelCount('AA'),
    levelA: levelCount('A'),
    levelB: levelCount('B'),
    levelC: levelCount('C'),
    goodRecords: figureField('良好记录'),
    badRecords: figureField('不良记录'),
    appeals: figureField('申诉', 8),
    repairs: figureField('信用修复'),
  },
  filters: PERIOD_FILTERS,
});
