import {
  qualificationListQuerySchema,
  qualificationPersonQuerySchema,
} from '../qualification/qualification-warning.ts';
import { defineListSpec } from './list-spec.ts';
import {
  areaChoice,
  dateField,
  enterpriseNameField,
  enterpriseNameSearch,
  figureField,
  inParkChoice,
  qualificationLevelChoice,
  qualificationLevelField,
} from './shared-fields.ts';

/** Screen 8: the enterprises short of registered cost engineers; the divisions are read by the screen. */
export const qualificationWarningListSpec = defineListSpec({
  input: qualificationListQuerySchema,
  fields: {
    Address: { title: '城市', width: 12 },
    EnterpriseName: enterpriseNameField,
    TitleRank: qualificationLevelField,
    actualCount: figureField('注册造价工程师实有人数', 14),
    requiredCount: figureField('要求人数'),
    warningStartDate: dateField('预警开始日期'),
    shortMonths: figureField('连续不足月数', 12),
    // Short, or short long enough that the base points are deducted.
    deducted: { title: '状态', width: 11, status: true, screenOnly: true },
  },
  filters: {
    enterpriseName: enterpriseNameSearch,
    item: qualificationLevelChoice,
    address: areaChoice,
    inPark: inParkChoice,
  },
});

/** The staff behind a warning's count (the preview draws its own table). */
export const qualificationStaffListSpec = defineListSpec({ input: qualificationPersonQuerySchema, fields: {} });
