import { z } from 'zod';
import { blankAsAbsent } from '../schemas/paging.ts';
import { BEHAVIOR_ACTOR, CREDIT_TYPE, RATED_ENTERPRISE_KIND } from './behavior.ts';
import { defineDictionary, dictSchema } from './dictionary.ts';

// Apart from the dictionaries, so the public pages that only label codes load no schema.
const optionalCode = <C extends number>(dict: ReturnType<typeof defineDictionary<C>>, message: string) =>
  z.preprocess(blankAsAbsent, z.coerce.number({ error: message }).pipe(dictSchema(dict, message)).optional());

/** GET /Behavior/GetBehaviorList: behaviorType is the credit type, ratingType the enterprise kind; either may be left out. */
export const behaviorListQuerySchema = z.object({
  behaviorType: optionalCode(CREDIT_TYPE, '请选择正确的信用类别'),
  ratingType: optionalCode(RATED_ENTERPRISE_KIND, '请选择正确的企业类别'),
});

const LEVEL_MESSAGE = '请选择认定等级';

/** GET /Behavior/GetRatingScore: the chosen level and, optionally, whom the record is about. */
export const ratingScoreQuerySchema = z.object({
  Id: z.coerce
    .number({ error: LEVEL_MESSAGE })
    .int(LEVEL_MESSAGE)
    .positive(LEVEL_MESSAGE)
    .max(2_147_483_647, LEVEL_MESSAGE),
  actors: optionalCode(BEHAVIOR_ACTOR, '请选择正确的行为主体'),
});
