import { z } from 'zod';
import { blankAsAbsent } from '../schemas/paging.ts';
import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

/** Good or bad behaviour (spec §3 creditTypeDescription). */
export const CREDIT_TYPE = defineDictionary([
  [1, '良好'],
  [2, '不良'],
]);
export type CreditType = CodeOf<typeof CREDIT_TYPE>;

/** Whom a behaviour is about: the enterprise or a named person of its staff (spec §3 ActorsDescription). */
export const BEHAVIOR_ACTOR = defineDictionary([
  [1, '单位'],
  [2, '个人'],
]);

/** The enterprise kinds the behaviour standards distinguish (enterpriseType codes 1 and 2). */
export const RATED_ENTERPRISE_KIND = defineDictionary([
  [1, '工程造价咨询企业'],
  [2, '工程招标代理机构'],
]);

/** A level of this name is the content's only one: a record about a single person hides the level row (spec §3). */
export const DEFAULT_LEVEL_NAME = '默认等级';

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
