import { ASSESSMENT_MSG, fieldErrorsOf, MSG, RELEASE_STATES, releaseFormSchema, type ReleaseForm } from '@credit/rules';
import { AppError } from '../../platform/errors.ts';
import { annexPlanOf, type AnnexPlan } from '../annex/annex-plan.ts';
import type { AnnexType } from '../annex/annex-type-queries.ts';
import { indexedEntries, type MultipartForm } from '../annex/multipart-form.ts';
import type { ReleaseKind } from './release-kinds.ts';

/** Submitted for review (3) or kept as a draft (0), spec §4. */
export type SubmittedState = typeof RELEASE_STATES.draft | typeof RELEASE_STATES.waiting;

export interface ReleaseSubmission {
  form: ReleaseForm;
  state: SubmittedState;
  rowIds: number[];
  annexes: AnnexPlan['add'];
}

const RELATION_LIMIT = 10_000;
const NO_DRAFTS = '该类申请不能保存草稿，请直接提交';

/**
 * Reads a release application's multipart form (spec §7): the release form's fields (spec §5, text
 * trimmed), the state, the published rows and the attachments. A submitted application needs at
 * least one attachment; a draft may wait for them.
 */
export function releaseSubmissionOf(
  kind: ReleaseKind,
  form: MultipartForm,
  types: readonly AnnexType[],
): ReleaseSubmission {
  const parsed = releaseFormSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
  }
  const stateText = form.fields.state?.trim();
  if (stateText !== '0' && stateText !== '3')
    throw new AppError('请选择保存草稿或提交申请', { fieldErrors: { state: '请选择保存草稿或提交申请' } });
  const state = Number(stateText) as SubmittedState;
  if (state === RELEASE_STATES.draft && !kind.allowsDraft)
    throw new AppError(NO_DRAFTS, { fieldErrors: { state: NO_DRAFTS } });

  const idField = kind.relationIdField.toLowerCase();
  const rowIds = indexedEntries(form, kind.relationPrefix).map((entry) => Number(entry.fields[idField]));
  if (rowIds.length === 0) throw new AppError(ASSESSMENT_MSG.noRowsToPublish);
  if (rowIds.length > RELATION_LIMIT) throw new AppError(`一次最多发布${RELATION_LIMIT}条数据`);
  if (rowIds.some((id) => !Number.isInteger(id) || id <= 0)) throw new AppError(ASSESSMENT_MSG.rowsNotPublishable);

  const plan = annexPlanOf(form, types);
  if (plan.keep.length > 0) throw new AppError('附件不存在或已删除，请重新上传');
  if (state === RELEASE_STATES.waiting && plan.add.length === 0)
    throw new AppError(MSG.releaseUploadRequired, { fieldErrors: { enterpriseAnnexes: MSG.releaseUploadRequired } });
  return { form: parsed.data, state, rowIds: [...new Set(rowIds)], annexes: plan.add };
}
