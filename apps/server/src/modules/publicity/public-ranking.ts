import { costScoreRankingSpec, labelOf, QUALIFICATION_LEVEL } from '@credit/rules';
import type { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { costScoreRanking, type rankedRowSchema } from '../scoring/ranking-list.ts';

/** What the ranking statement reads of an enterprise. */
interface RankedEnterpriseRow {
  Id: number;
  CompName: string;
  BusLicenceRegisterNo: string;
  CreditScore: number;
  CreditLevel: string;
  qualificationLevel: number | null;
}

/** An enterprise's place in the ranking as the public sees it, field by field: public business facts only. */
export const presentPublicRanked = (row: RankedEnterpriseRow): z.output<typeof rankedRowSchema> => ({
  Id: row.Id,
  CompName: row.CompName,
  BusLicenceRegisterNo: row.BusLicenceRegisterNo,
  CreditScore: row.CreditScore,
  CreditLevel: row.CreditLevel,
  CostCorpType: labelOf(QUALIFICATION_LEVEL, row.qualificationLevel),
});

/**
 * publicSystem: the cost score ranking of screen 9 as the public sees it — the same declaration
 * (filters, top-10 mode, order, export) with its own presenter.
 */
export const publicRanking = defineList<
  typeof costScoreRanking.input,
  typeof costScoreRankingSpec.fields,
  typeof costScoreRanking.columns,
  z.output<typeof rankedRowSchema>,
  z.ZodType
>({
  ...costScoreRanking,
  spec: costScoreRankingSpec,
  url: '/api/publicity/ranking',
  permission: PERMISSIONS.public,
  reads: 'replica',
  tags: ['信用公示'],
  summary: '企业信用排名（公开；isornotop10=1 只看前10名；format=xlsx 导出）',
  // The same sheet, written from the public rows.
  presenter: () => presentPublicRanked,
});
