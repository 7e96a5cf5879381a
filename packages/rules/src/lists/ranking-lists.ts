import { RANKING_RANK } from '../dictionaries/qualification-level.ts';
import { YES_NO } from '../dictionaries/yes-no.ts';
import { costScorePageBodySchema, DEFAULT_SCORING_FIGURES } from '../scoring/credit-levels.ts';
import { defineListFilters, defineListSpec, type FieldSpec } from './list-spec.ts';
import {
  enterpriseNameField,
  enterpriseNameSearch,
  figureField,
  qualificationLevelField,
  socialCreditCodeField,
} from './shared-fields.ts';

/** An enterprise's place in the cost score ranking (screen 9 and the public ranking). */
export const RANKING_FIELDS = {
  CompName: enterpriseNameField,
  BusLicenceRegisterNo: socialCreditCodeField,
  CostCorpType: qualificationLevelField,
  CreditScore: { title: '动态信用分', width: 12 },
  CreditLevel: { title: '综合信用等级', width: 12 },
} as const satisfies Record<string, FieldSpec>;

const rankingFilters = defineListFilters(costScorePageBodySchema, {
  corpname: enterpriseNameSearch,
  // 甲级=1, 乙级=2, 暂乙=3 (spec §2 screen 9); the qualification warning keeps 乙级（暂定期）.
  titlerank: { label: '资质等级', control: 'select', dictionary: RANKING_RANK },
  creditlevel: {
    label: '信用等级',
    control: 'select',
    options: DEFAULT_SCORING_FIGURES.levels.map(({ level }) => ({ label: level, value: level })),
  },
  isornotop10: { label: '只看前10名', control: 'select', dictionary: YES_NO },
});

/** The cost score ranking: every enterprise's dynamic credit score and level, highest first. */
export const costScoreRankingSpec = defineListSpec({
  input: costScorePageBodySchema,
  fields: RANKING_FIELDS,
  filters: rankingFilters,
});

/** Screen 9 as management sees it: each enterprise's place (名次) first. */
export const managementRankingSpec = {
  ...costScoreRankingSpec,
  fields: { Rank: figureField('名次', 8), ...RANKING_FIELDS },
};
