import { BEHAVIOR_ACTOR, CREDIT_TYPE } from '../dictionaries/behavior.ts';
import type { FieldSpec } from './list-spec.ts';
import { enterpriseNameField } from './shared-fields.ts';

/** What says which credit record a row is about: first in the lists of records, appeals and requests. */
export const recordFactFields = {
  registerNumber: { title: '登记编号', width: 20 },
  enterpriseName: enterpriseNameField,
} as const satisfies Record<string, FieldSpec>;

export const behaviorContentField = { title: '行为内容', width: 30, long: true } as const satisfies FieldSpec;
export const scoreValueField = { title: '分值', width: 8 } as const satisfies FieldSpec;

/** The record a request or an appeal is about: the facts, its behaviour and score. */
export const recordItemFields = {
  ...recordFactFields,
  behaviorContentName: behaviorContentField,
  scoreValue: scoreValueField,
} as const satisfies Record<string, FieldSpec>;

/** Which record a row is and what it says: first in every list of records, the public ones too. */
export const recordHeadFields = {
  ...recordFactFields,
  creditType: {
    title: '信用类别',
    width: 10,
    dictionary: CREDIT_TYPE,
    colors: { 1: 'green', 2: 'volcano' },
    status: false,
  },
  actor: { title: '行为主体', width: 10, dictionary: BEHAVIOR_ACTOR, status: false },
  behaviorCategoryName: { title: '行为类别', width: 18 },
  behaviorContentName: behaviorContentField,
  identifiedLevelName: { title: '认定等级', width: 14 },
  scoreValue: scoreValueField,
} as const satisfies Record<string, FieldSpec>;
