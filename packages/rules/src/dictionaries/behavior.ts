import { type CodeOf, defineDictionary } from './dictionary.ts';

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
