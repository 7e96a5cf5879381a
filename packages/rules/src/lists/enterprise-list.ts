import { z } from 'zod';
import { inParkFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';
import {
  areaChoice,
  enterpriseNameField,
  enterpriseNameSearch,
  enterpriseTypeChoice,
  inParkChoice,
  qualificationLevelChoice,
  qualificationLevelField,
  socialCreditCodeField,
  socialCreditCodeSearch,
} from './shared-fields.ts';

const QUALIFICATION_MESSAGE = '请选择正确的资质等级';

/** 企业查询's request (spec §2 screen 1), also what the remote select of enterprises asks. */
export const enterpriseListQuerySchema = pagingQuerySchema.extend({
  enterpriseName: z.string().trim().max(50).optional(),
  /** The remote select's search text (spec §2 screen 13): the name or the social credit code. */
  keyword: z.string().trim().max(50).optional(),
  /** 1: park enterprises only (the park desk's choices). */
  inPark: inParkFilter,
  socialCreditCode: z.string().trim().max(18).optional(),
  qualificationLevel: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: QUALIFICATION_MESSAGE })
      .int(QUALIFICATION_MESSAGE)
      .min(1, QUALIFICATION_MESSAGE)
      .max(3, QUALIFICATION_MESSAGE)
      .optional(),
  ),
  /** A code of the enterpriseType dictionary (the dashboard's figures per type open the list so). */
  enterpriseType: z.preprocess(blankAsAbsent, z.string().trim().max(20, '请选择正确的企业类型').optional()),
  /** The division picked in the filter (province, city or district), as its code. */
  area: z
    .string()
    .trim()
    .regex(/^(\d{6}|\d{9})?$/, '请选择正确的地区')
    .optional(),
});

/** 企业查询: the enterprise types and the divisions are read from the server by the screen. */
export const enterpriseListSpec = defineListSpec({
  input: enterpriseListQuerySchema,
  fields: {
    enterpriseName: enterpriseNameField,
    socialCreditCode: socialCreditCodeField,
    qualificationLevelDescription: qualificationLevelField,
    contactPerson: { title: '联系人', width: 12 },
    contactPhone: { title: '联系电话', width: 16 },
  },
  filters: {
    enterpriseName: enterpriseNameSearch,
    socialCreditCode: socialCreditCodeSearch,
    qualificationLevel: qualificationLevelChoice,
    enterpriseType: enterpriseTypeChoice,
    area: areaChoice,
    inPark: inParkChoice,
  },
});
