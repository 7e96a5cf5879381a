import {
  costScorePageBodySchema,
  costScoreRankingSpec,
  labelOf,
  levelBand,
  managementRankingSpec,
  QUALIFICATION_LEVEL,
  todayInShanghai,
  TOP_RANKED,
} from '@credit/rules';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { enterpriseScores } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList, type FilterOf } from '../../platform/list/list-declaration.ts';
import { ofEnterpriseNamed } from '../enterprise/enterprise-named.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { findStandardOn } from './scoring-standard.ts';

/** Highest score first; on a tie the earlier registered enterprise (docs/scoring.md). */
export const RANK_ORDER = [desc(enterpriseScores.score), asc(enterpriseScores.enterpriseId)];

/**
 * The kept scores at a credit level: the level they keep, within the scores the level stands for
 * under the standard in force (levelBand). The band is what the ranking reads, a range of
 * enterprise_score_rank_idx in its own order (the level is checked in the same index entries), so
 * no index of its own is kept for the level, and a rescoring of every enterprise builds one index
 * fewer. Kept levels follow the standard in force, but for the minutes between a new standard's
 * midnight and the nightly refresh that rescores by it: a level then shows the enterprises both
 * scales agree on. A level the standard does not have reads the kept level alone.
 */
async function atLevel(db: Database, level: string): Promise<SQL> {
  const kept = eq(enterpriseScores.level, level);
  const standard = await findStandardOn(db, todayInShanghai());
  const band = standard && levelBand(standard.levels, level);
  if (!band) return kept;
  return and(
    kept,
    band.from === null ? undefined : gte(enterpriseScores.score, String(band.from)),
    band.below === null ? undefined : lt(enterpriseScores.score, String(band.below)),
  ) as SQL;
}

const filters = async (filter: FilterOf<typeof costScorePageBodySchema>, db: Database): Promise<SQL | undefined> =>
  and(
    filter.corpname ? ofEnterpriseNamed(enterpriseScores.enterpriseId, filter.corpname) : undefined,
    filter.titlerank ? eq(enterpriseScores.qualificationLevel, filter.titlerank) : undefined,
    filter.creditlevel ? await atLevel(db, filter.creditlevel) : undefined,
  );

/** The first ten of the filtered ranking, for the top-10 mode. */
const topRanked = (db: Database, where: SQL | undefined) =>
  inArray(
    enterpriseScores.enterpriseId,
    db
      .select({ id: enterpriseScores.enterpriseId })
      .from(enterpriseScores)
      .where(where)
      .orderBy(...RANK_ORDER)
      .limit(TOP_RANKED),
  );

/** A row of the ranking's answer (screen 9). */
export const rankedRowSchema = z.object({
  Id: z.number(),
  CompName: z.string(),
  BusLicenceRegisterNo: z.string(),
  CreditScore: z.number(),
  CreditLevel: z.string(),
  CostCorpType: z.string(),
});

/** A ranking row as shown: the qualification level by its label. */
export const presentRanked = <R extends { qualificationLevel: number | null }>(row: R) =>
  withFields(row, {
    qualificationLevel: undefined,
    CostCorpType: labelOf(QUALIFICATION_LEVEL, row.qualificationLevel),
  });

/**
 * The cost score ranking's declaration (filters, top-10 mode, order, export) that screen 9 and the
 * public ranking share: every enterprise's dynamic credit score and level, highest first.
 */
export const costScoreRanking = defineList({
  method: 'POST',
  url: '/Charts/GetCostScorePageList',
  permission: PERMISSIONS.creditLevel,
  tags: ['信用评分'],
  summary: '企业动态信用分排名（isornotop10=1 只看前10名；format=xlsx 导出）',
  spec: costScoreRankingSpec,
  row: rankedRowSchema,
  source: { table: enterpriseScores, id: enterpriseScores.enterpriseId },
  columns: {
    ...aliasedColumns({
      Id: enterpriseScores.enterpriseId,
      CompName: enterpriseScores.enterpriseName,
      BusLicenceRegisterNo: enterpriseScores.socialCreditCode,
      CreditLevel: enterpriseScores.level,
      qualificationLevel: enterpriseScores.qualificationLevel,
    }),
    CreditScore: sql<number>`${enterpriseScores.score}`.mapWith(Number).as('CreditScore'),
  },
  where: async (filter, _me, db) => {
    const where = await filters(filter, db);
    return filter.isornotop10 === 1 ? and(where, topRanked(db, where)) : where;
  },
  orderBy: RANK_ORDER,
  presenter: () => presentRanked,
  export: { title: '企业动态信用分排名' },
  examples: { corpname: '华信', titlerank: 1, creditlevel: 'AA', isornotop10: 0 },
});

/** A column of the ranked row, or of the enterprise compared with it (`ahead`), each named with its table. */
const ranked = (column: PgColumn) => sql`${enterpriseScores}.${sql.identifier(column.name)}`;
const ahead = (column: PgColumn) => sql`ahead.${sql.identifier(column.name)}`;

/**
 * The kept scores from `low` up to `high`, as a range of enterprise_score_rank_idx whatever state
 * the table is in. Both ends are values the planner cannot see (the ranked row's score, the top
 * score), so it takes the range to match 0.5 % of the table and reads it from the ranking's index.
 * A correlated `>` alone it takes to match a third, a correlated `=` a share of as many scores as
 * the table holds distinct (half of it when most enterprises keep the base score); on a table the
 * scores were just written into (no page yet all-visible) it then read the whole table, or a range
 * of the primary key, once for each row of the page.
 */
const scoreFrom = (low: SQL, high: SQL) =>
  sql`${ahead(enterpriseScores.score)} >= ${low} and ${ahead(enterpriseScores.score)} <= ${high}`;
const topScore = sql`(select max(${enterpriseScores.score}) from ${enterpriseScores})`;
const rankedScore = ranked(enterpriseScores.score);

/**
 * An enterprise's place (名次) in the whole ranking, whatever the filters show (docs/scoring.md):
 * one more than the enterprises ahead of it in the ranking's own order (a higher score, or the same
 * score and an earlier registration), i.e. its row_number over RANK_ORDER. Two counts, each a range
 * of enterprise_score_rank_idx (the tie's ends bound it; its `=` starts the range at the
 * registration), so a page costs its rows' places, not a numbering of the table.
 */
const placeInRanking = sql<number>`1
  + (select count(*) from ${enterpriseScores} ahead
      where ${scoreFrom(rankedScore, topScore)} and ${ahead(enterpriseScores.score)} > ${rankedScore})
  + (select count(*) from ${enterpriseScores} ahead
      where ${scoreFrom(rankedScore, rankedScore)} and ${ahead(enterpriseScores.score)} = ${rankedScore}
        and ${ahead(enterpriseScores.enterpriseId)} < ${ranked(enterpriseScores.enterpriseId)})`
  .mapWith(Number)
  .as('Rank');

/** Screen 9 as management sees it: the ranking with each enterprise's place (名次) first. */
export const managementRanking = defineList({
  ...costScoreRanking,
  row: rankedRowSchema.extend({ Rank: z.number() }),
  columns: { ...costScoreRanking.columns, Rank: placeInRanking },
  spec: managementRankingSpec,
  presenter: () => presentRanked,
});
