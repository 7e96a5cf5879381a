import { recordPassRateReleaseRelations, recordPassRates } from '../../db/schema/index.ts';
import { publishable, type RowRelation } from '../assessment/publishable.ts';

export const PASS_RATE_RELATION: RowRelation = {
  table: recordPassRateReleaseRelations,
  releaseId: recordPassRateReleaseRelations.releaseId,
  rowId: recordPassRateReleaseRelations.recordPassRateId,
};

export const passRatePublishable = publishable(recordPassRates, PASS_RATE_RELATION);
