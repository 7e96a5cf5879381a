/** The two assessment results the platform turns into good-credit bonuses. */
export type AssessmentKindKey = 'practiceAbility' | 'passRate';

/** The fixed parts of a release application (spec §2 screens 5 and 6): category, project and basis. */
export const ASSESSMENT_RELEASE_TEXT: Record<
  AssessmentKindKey,
  { creditTypeDescription: string; behaviorCategoryName: string; behaviorContentName: string }
> = {
  practiceAbility: {
    creditTypeDescription: '良好',
    behaviorCategoryName: '执业能力',
    behaviorContentName: '参加市级及以上主管部门组织的执业能力测评',
  },
  passRate: {
    creditTypeDescription: '良好',
    behaviorCategoryName: '规范作业',
    behaviorContentName: '招标代理机构季度备案一次性通过率等级',
  },
};

/** Messages of the assessment import, publish and review calls. */
export const ASSESSMENT_MSG = {
  importDone: (total: number, succeeded: number, failed: number) =>
    `导入完成：共${total}条，成功${succeeded}条，失败${failed}条`,
  importEmpty: '导入文件中没有数据',
  refusalReasonRequired: '请输入拒绝原因',
  approved: '审核通过',
  rejected: '审核拒绝',
  releaseNotFound: '发布申请不存在',
  rowsNotPublishable: '所选数据中有不可发布的数据（导入失败、无加分或已发布），请刷新后重试',
  noRowsToPublish: '请选择需要发布的数据',
  rowsLocked: '已发布或待审核的数据不能删除',
  rowsNotFound: '所选数据不存在或已删除，请刷新后重试',
} as const;

/** Template and export file titles (spec §9). */
export const ASSESSMENT_FILE_TITLE = {
  template: '导入模板',
  practiceAbilityExport: '执业能力测评导入明细',
  passRateExport: '企业一次备案通过率导入明细',
} as const;
