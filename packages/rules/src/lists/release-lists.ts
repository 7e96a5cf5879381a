import { releasePageQuerySchema } from '../assessment/assessment-filters.ts';
import { defineDictionary, labelOf } from '../dictionaries/dictionary.ts';
import { RELEASE_STATE, RELEASE_STATES } from '../dictionaries/release-state.ts';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';
import { dateField, dateRangeFilter, longField, statusField, timeField } from './shared-fields.ts';

/** The states a reviewer filters by (spec §2 screen 4): drafts never reach review. */
const REVIEW_STATE_CHOICES = defineDictionary(
  [RELEASE_STATES.waiting, RELEASE_STATES.completed, RELEASE_STATES.refused].map(
    (state) => [state, labelOf(RELEASE_STATE, state)] as const,
  ),
);

/** A kind's release applications at review (spec §2 screens 4 and 7). */
export const releaseReviewListSpec = defineListSpec({
  input: releasePageQuerySchema,
  fields: {
    creditTypeDescription: { title: '信用类别', width: 10 },
    behaviorCategoryName: { title: '行为项目', width: 12 },
    behaviorDescription: longField('行为内容描述', 40),
    behaviorContentName: longField('认定依据', 36),
    identificationUnit: { title: '行为认定单位', width: 24 },
    actDeterminationDate: dateField('行为认定日期'),
    contactPerson: { title: '申请人', width: 10 },
    createTime: timeField('申请日期'),
    state: statusField('状态', RELEASE_STATE, { 0: 'default', 3: 'processing', 5: 'error', 7: 'success' }),
  },
  filters: {
    register: dateRangeFilter('申请日期'),
    state: { label: '状态', control: 'multiSelect', dictionary: REVIEW_STATE_CHOICES },
  },
});

/** 草稿箱: the publishing desk's drafts (the dialog draws its own table). */
export const releaseDraftListSpec = defineListSpec({ input: pagingQuerySchema, fields: {} });
