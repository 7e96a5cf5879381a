import { z } from 'zod';
import { RECORD_REQUEST_KINDS } from '../credit/record-request-kinds.ts';
import { appealDeskListSpec, ownAppealListSpec } from './appeal-lists.ts';
import { countyReportListSpec } from './county-report-list.ts';
import {
  behaviorRecordListSpec,
  creditRecordListSpec,
  deskRecordListSpec,
  enterpriseRecordListSpec,
  recalledRecordListSpec,
} from './credit-record-lists.ts';
import { enterpriseListSpec } from './enterprise-list.ts';
import { feedbackDeskListSpec, ownFeedbackListSpec } from './feedback-lists.ts';
import { holidayListSpec } from './holiday-list.ts';
import { passRateListSpec, practiceAbilityListSpec } from './import-lists.ts';
import type { ListSpec } from './list-spec.ts';
import { notificationListSpec, smsRecordListSpec, smsTemplateListSpec } from './notification-lists.ts';
import { operationLogListSpec } from './operation-log-list.ts';
import { personListSpec } from './person-list.ts';
import { recordCountListSpec } from './record-count-list.ts';
import { policyAdminListSpec } from './policy-lists.ts';
import { recordPublicityListSpec, registrationPublicityListSpec } from './publicity-lists.ts';
import { qualificationWarningListSpec } from './qualification-lists.ts';
import { costScoreRankingSpec, managementRankingSpec } from './ranking-lists.ts';
import { recordAttachmentListSpec } from './record-side-lists.ts';
import { releaseReviewListSpec } from './release-lists.ts';
import { ownRequestListSpec, requestDeskListSpec } from './request-lists.ts';
import { standardListSpec } from './standard-list.ts';
import { loginLogListSpec, userListSpec } from './system-lists.ts';

const requestLists = Object.values(RECORD_REQUEST_KINDS).flatMap((kind) => [
  [`requestDesk.${kind.key}`, requestDeskListSpec(kind)] as const,
  [`ownRequest.${kind.key}`, ownRequestListSpec(kind)] as const,
]);

/**
 * Every list whose columns a user may choose (列设置, the badnessColumn page), by the key its
 * choice is kept under: the spec's name without `ListSpec` (a request kind's lists with the kind's
 * key). A list whose screen draws its own table (a spec without fields) has no entry.
 */
export const LIST_SPECS: Readonly<Record<string, ListSpec>> = {
  enterprise: enterpriseListSpec,
  person: personListSpec,
  creditRecord: creditRecordListSpec,
  recalledRecord: recalledRecordListSpec,
  deskRecord: deskRecordListSpec,
  enterpriseRecord: enterpriseRecordListSpec,
  behaviorRecord: behaviorRecordListSpec,
  appealDesk: appealDeskListSpec,
  ownAppeal: ownAppealListSpec,
  feedbackDesk: feedbackDeskListSpec,
  ownFeedback: ownFeedbackListSpec,
  ...Object.fromEntries(requestLists),
  releaseReview: releaseReviewListSpec,
  practiceAbility: practiceAbilityListSpec,
  passRate: passRateListSpec,
  recordAttachment: recordAttachmentListSpec,
  recordPublicity: recordPublicityListSpec,
  registrationPublicity: registrationPublicityListSpec,
  qualificationWarning: qualificationWarningListSpec,
  costScoreRanking: costScoreRankingSpec,
  managementRanking: managementRankingSpec,
  standard: standardListSpec,
  policyAdmin: policyAdminListSpec,
  holiday: holidayListSpec,
  notification: notificationListSpec,
  smsTemplate: smsTemplateListSpec,
  smsRecord: smsRecordListSpec,
  user: userListSpec,
  loginLog: loginLogListSpec,
  operationLog: operationLogListSpec,
  countyReport: countyReportListSpec,
  recordCount: recordCountListSpec,
};

/** Its fields' keys and titles in order: what tells apart lists that share a request schema. */
const fieldsSignature = (spec: Pick<ListSpec, 'fields'>) =>
  Object.entries(spec.fields).map(([key, field]) => `${key}:${field.title}`);

const registered = Object.entries(LIST_SPECS).map(([key, spec]) => ({
  key,
  spec,
  signature: fieldsSignature(spec).join('|'),
  fields: new Set(fieldsSignature(spec)),
}));
const keysFound = new WeakMap<object, string | undefined>();

/**
 * The key of a list drawn from this spec: the registered list with the same request schema and
 * fields, else (a spec drawn `withoutFields` for some users) the first holding all its fields.
 * Specs made per call (a request kind's) are recognised too, as they are by their content.
 */
export function listKeyOf(spec: ListSpec): string | undefined {
  if (keysFound.has(spec)) return keysFound.get(spec);
  const signature = fieldsSignature(spec);
  const sameInput = registered.filter((entry) => entry.spec.input === spec.input);
  const found =
    sameInput.find((entry) => entry.signature === signature.join('|')) ??
    sameInput.find((entry) => signature.every((field) => entry.fields.has(field)));
  keysFound.set(spec, found?.key);
  return found?.key;
}

export const LIST_COLUMNS_MSG = {
  unknownList: (key: string) => `列表不存在：${key}`,
  unknownColumn: (key: string) => `列不存在：${key}`,
  repeatedColumn: (key: string) => `列重复：${key}`,
  noColumn: '请至少选择一列',
  saved: '列设置已保存',
  reset: '已恢复默认列',
} as const;

/** A list's key as a request names it. */
export const listKeySchema = z
  .string()
  .max(60, LIST_COLUMNS_MSG.unknownList(''))
  .refine((key) => Object.hasOwn(LIST_SPECS, key), {
    error: (issue) => LIST_COLUMNS_MSG.unknownList(String(issue.input)),
  });

/**
 * The columns a user shows, in their order: field keys of the list, each once, at least one.
 * The list is checked where its key is known (`checkListColumns`).
 */
export const listColumnsBodySchema = z.object({
  columns: z.array(z.string().max(60)).min(1, LIST_COLUMNS_MSG.noColumn).max(100),
});

/** The first problem of a column choice for this list, as a message; undefined when it is good. */
export function listColumnsProblem(listKey: string, columns: readonly string[]): string | undefined {
  const fields = LIST_SPECS[listKey]?.fields ?? {};
  const unknown = columns.find((column) => !Object.hasOwn(fields, column));
  if (unknown !== undefined) return LIST_COLUMNS_MSG.unknownColumn(unknown);
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  return repeated === undefined ? undefined : LIST_COLUMNS_MSG.repeatedColumn(repeated);
}
