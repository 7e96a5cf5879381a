import {
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  type AssessmentKindKey,
  type Workflow,
} from '@credit/rules';
import {
  practiceAbilities,
  practiceAbilityReleaseRelations,
  recordPassRateReleaseRelations,
  recordPassRates,
} from '../../db/schema/index.ts';
import { PERMISSIONS, type Permission } from '../../platform/auth/permissions.ts';
import type { Executor } from '../assessment/import-upload.ts';
import type { RowRelation } from '../assessment/publishable.ts';
import { PASS_RATE_RELATION } from '../pass-rate/queries.ts';
import { PRACTICE_ABILITY_RELATION } from '../practice-ability/queries.ts';

/** What differs between the two kinds of release application (spec §7 practiceabilityrelease / recordpassraterelease). */
export interface ReleaseKind {
  key: AssessmentKindKey;
  basePath: string;
  tag: string;
  /** Multipart names of the published rows: `<prefix>[i].<idField>`. */
  relationPrefix: string;
  relationIdField: string;
  rows: { table: typeof practiceAbilities | typeof recordPassRates; relation: RowRelation };
  publishPermission: Permission;
  reviewPermission: Permission;
  /** The review flow: who submits, approves and refuses (packages/rules). */
  workflow: Workflow;
  /** Spec §4: only the practice-ability publish offers 保存草稿; the other kind has no drafts at all. */
  allowsDraft: boolean;
  insertRelations: (tx: Executor, releaseId: number, rowIds: readonly number[]) => Promise<unknown>;
}

export const PRACTICE_ABILITY_RELEASE: ReleaseKind = {
  key: 'practiceAbility',
  basePath: '/api/practiceabilityrelease',
  tag: '执业能力加分发布',
  relationPrefix: 'PracticeAbilityReleaseRelations',
  relationIdField: 'PracticeAbilityId',
  rows: { table: practiceAbilities, relation: PRACTICE_ABILITY_RELATION },
  publishPermission: PERMISSIONS.practiceAbilityImport,
  reviewPermission: PERMISSIONS.practiceAbilityReview,
  workflow: PRACTICE_ABILITY_RELEASE_WORKFLOW,
  allowsDraft: true,
  insertRelations: (tx, releaseId, rowIds) =>
    tx
      .insert(practiceAbilityReleaseRelations)
      .values(rowIds.map((practiceAbilityId) => ({ releaseId, practiceAbilityId }))),
};

export const PASS_RATE_RELEASE: ReleaseKind = {
  key: 'passRate',
  basePath: '/api/recordpassraterelease',
  tag: '备案通过率加分发布',
  relationPrefix: 'RecordPassRateReleaseRelations',
  relationIdField: 'RecordPassRateId',
  rows: { table: recordPassRates, relation: PASS_RATE_RELATION },
  publishPermission: PERMISSIONS.passRateImport,
  reviewPermission: PERMISSIONS.passRateReview,
  workflow: PASS_RATE_RELEASE_WORKFLOW,
  allowsDraft: false,
  insertRelations: (tx, releaseId, rowIds) =>
    tx
      .insert(recordPassRateReleaseRelations)
      .values(rowIds.map((recordPassRateId) => ({ releaseId, recordPassRateId }))),
};
