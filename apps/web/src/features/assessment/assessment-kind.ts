import {
  PASS_RATE_RELEASE_WORKFLOW,
  PASS_RATE_TIER,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_TIER,
  type Dictionary,
  type Workflow,
} from '@credit/rules';

/**
 * The two assessment results the platform turns into good-credit bonuses: practice-ability tests
 * (执业能力, spec §2 screens 4–5) and the quarterly filing one-time pass rate (备案一次性通过率, screens 6–7).
 * Their screens are one set of pieces; everything that differs between them is declared here.
 */
export interface AssessmentKind {
  key: 'practiceAbility' | 'passRate';
  /** Import list: GET with query (practice ability) or POST with body (pass rate), spec §7. */
  importPage: { url: string; method: 'GET' | 'POST' };
  importUrl: string;
  templateUrl: string;
  deleteUrl: string;
  /** Export file title of the imported rows (spec §9). */
  importExportTitle: string;
  importTitle: string;
  releaseUrl: string;
  releasePageUrl: string;
  releaseSingleUrl: string;
  reviewTitle: string;
  /** Names a release application in dialog titles. */
  releaseName: string;
  reviewExportTitle: string;
  /** Multipart name of the rows a release publishes: `<prefix>[i].<idField>` (spec §7). */
  relation: { prefix: string; idField: string };
  /** The fixed parts of the publish dialog (spec §2 screens 5 and 6). */
  release: { category: string; project: string; basis: string };
  /** Only the practice-ability publish offers 保存草稿 (spec §4). */
  allowsDraft: boolean;
  /** Bonus tiers: score value → label (spec §9). */
  tiers: Dictionary<number>;
  /** The review flow its step bar is drawn from. */
  workflow: Workflow;
}

const GOOD = '良好';

export const PRACTICE_ABILITY: AssessmentKind = {
  key: 'practiceAbility',
  workflow: PRACTICE_ABILITY_RELEASE_WORKFLOW,
  importPage: { url: '/api/practiceability/page', method: 'GET' },
  importUrl: '/api/practiceability/import',
  templateUrl: '/api/practiceability/download',
  deleteUrl: '/api/practiceability/delete',
  importExportTitle: '执业能力测评导入明细',
  importTitle: '执业能力测评导入明细',
  releaseUrl: '/api/practiceabilityrelease',
  releasePageUrl: '/api/practiceabilityrelease/page',
  releaseSingleUrl: '/api/practiceabilityrelease/single',
  reviewTitle: '执业能力加分审核',
  releaseName: '执业能力加分申请',
  reviewExportTitle: '执业能力加分审核',
  relation: { prefix: 'PracticeAbilityReleaseRelations', idField: 'PracticeAbilityId' },
  release: { category: GOOD, project: '执业能力', basis: '参加市级及以上主管部门组织的执业能力测评' },
  allowsDraft: true,
  tiers: PRACTICE_ABILITY_TIER,
};

export const PASS_RATE: AssessmentKind = {
  key: 'passRate',
  workflow: PASS_RATE_RELEASE_WORKFLOW,
  importPage: { url: '/api/recordpassrate/page', method: 'POST' },
  importUrl: '/api/recordpassrate/import',
  templateUrl: '/api/recordpassrate/download',
  deleteUrl: '/api/recordpassrate/delete',
  importExportTitle: '企业一次备案通过率导入明细',
  importTitle: '企业一次备案通过率导入明细',
  releaseUrl: '/api/recordpassraterelease',
  releasePageUrl: '/api/recordpassraterelease/page',
  releaseSingleUrl: '/api/recordpassraterelease/single',
  reviewTitle: '备案通过率加分审核',
  releaseName: '备案通过率加分申请',
  reviewExportTitle: '备案通过率加分审核',
  relation: { prefix: 'RecordPassRateReleaseRelations', idField: 'RecordPassRateId' },
  release: { category: GOOD, project: '规范作业', basis: '招标代理机构季度备案一次性通过率等级' },
  allowsDraft: false,
  tiers: PASS_RATE_TIER,
};
