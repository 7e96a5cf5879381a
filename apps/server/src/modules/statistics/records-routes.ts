import { periodFields, withOrderedPeriod, type StatisticsPeriodQuery } from '@credit/rules';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { periodHeading } from '../../platform/statistics/period-heading.ts';
import { registerStatistics, statisticsAnswerSchema } from '../../platform/statistics/statistics-route.ts';
import { dictionaryLabels, DICTIONARY } from '../general/dictionary-queries.ts';
import { proportions } from './proportion-service.ts';
import { recordCountList } from './record-count-list.ts';
import { PROVINCE_STATISTICS, requireProvince, STATISTICS_FRESH_MS, STORAGE_STATISTICS } from './records-access.ts';
import { recordsAnalysis, type RecordsAnalysisQuery } from './records-analysis.ts';
import { keptFor } from '../../platform/kept-for.ts';
import { storageAnswerSchema, storageStatistics } from './storage-service.ts';

/** The page shows when its sums were counted (STATISTICS_FRESH_MS). */
const keptProportions = keptFor(STATISTICS_FRESH_MS, async (db: Database, key: string) => ({
  ...(await proportions(db, JSON.parse(key) as StatisticsPeriodQuery)),
  computedAt: new Date().toISOString(),
}));
const keptAnalysis = keptFor(STATISTICS_FRESH_MS, async (db: Database, key: string) => ({
  ...(await recordsAnalysis(db, JSON.parse(key) as RecordsAnalysisQuery)),
  computedAt: new Date().toISOString(),
}));

const heading = async (query: StatisticsPeriodQuery, db: Database) => {
  const types = await dictionaryLabels(db, DICTIONARY.enterpriseType);
  return periodHeading(query, (code) => types.get(code) ?? code);
};

const analysisQuerySchema = withOrderedPeriod(
  z.object({
    ...periodFields,
    creditType: z.coerce.number({ error: '请选择信用类别' }).pipe(z.literal([1, 2], { error: '请选择信用类别' })),
  }),
);

/** The records statistics (docs/statistics-records.md): proportions, good and bad analysis, storage, creditRecordCount. */
export const recordsStatisticsRoutes: FastifyPluginAsync = async (app) => {
  registerStatistics(app, {
    url: '/api/statistics/proportion',
    permission: PERMISSIONS.statisticsView,
    title: '占比分析',
    summary: '占比分析：企业信用等级、资质等级，统计期内已发布记录的类型、行为类别与区县占比',
    query: withOrderedPeriod(z.object(periodFields)),
    answer: statisticsAnswerSchema,
    compute: (db, query, me) => {
      requireProvince(me, PROVINCE_STATISTICS);
      return keptProportions(db, JSON.stringify(query));
    },
    heading,
  });

  registerStatistics(app, {
    url: '/api/statistics/records',
    permission: PERMISSIONS.statisticsView,
    title: '信用记录分析',
    summary:
      '良好（creditType=1）或不良（creditType=2）信用分析：按行为类别与内容、月份、区县、认定单位、企业统计已发布记录',
    query: analysisQuerySchema,
    answer: statisticsAnswerSchema.extend({ creditType: z.number(), total: z.number() }),
    compute: (db, query, me) => {
      requireProvince(me, PROVINCE_STATISTICS);
      return keptAnalysis(db, JSON.stringify(query));
    },
    heading: async (query, db) => `${query.creditType === 1 ? '良好' : '不良'}信用；${await heading(query, db)}`,
  });

  registerStatistics(app, {
    url: '/api/statistics/storage',
    permission: PERMISSIONS.statisticsStorage,
    title: '存储统计',
    summary: '存储统计：信用记录、附件（个数、存储量、文件类型）、企业与从业人员的总量及近12个月的增长',
    query: z.object({}),
    answer: storageAnswerSchema,
    compute: (db, _query, me) => {
      requireProvince(me, STORAGE_STATISTICS);
      return storageStatistics(db);
    },
    heading: () => '截至统计时间',
  });

  registerList(app, recordCountList);
};
