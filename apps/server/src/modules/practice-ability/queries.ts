import { practiceAbilities, practiceAbilityReleaseRelations } from '../../db/schema/index.ts';
import { publishable, type RowRelation } from '../assessment/publishable.ts';

export const PRACTICE_ABILITY_RELATION: RowRelation = {
  table: practiceAbilityReleaseRelations,
  releaseId: practiceAbilityReleaseRelations.releaseId,
  rowId: practiceAbilityReleaseRelations.practiceAbilityId,
};

export const practiceAbilityPublishable = publishable(practiceAbilities, PRACTICE_ABILITY_RELATION);
