import { APPEAL_STATES, CREDIT_RECORD_STATES, REQUEST_STATES, todayInShanghai } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  creditAppeals,
  creditRequests,
  enterprises,
  enterpriseScores,
  qualificationStaffing,
} from '../../src/db/schema/index.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';

/** The day `days` before today in Asia/Shanghai (YYYY-MM-DD). */
export function daysAgo(days: number): string {
  const date = new Date(`${todayInShanghai()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

interface EnterpriseFixture {
  code: string;
  name: string;
  type: string;
  county: string;
}
interface RecordFixture {
  of: number;
  score: string;
  determined: string;
  state: number;
}
interface ItemFixture {
  record: number;
  state: number;
  submitted: string;
}

export const ENTERPRISES: readonly EnterpriseFixture[] = [
  { code: '91460100MA5TDB0001', name: '海南看板测试造价咨询一公司', type: '1', county: '460106' },
  { code: '91460100MA5TDB0002', name: '海南看板测试造价咨询二公司', type: '1', county: '460105' },
  { code: '91460100MA5TDB0003', name: '海南看板测试招标代理三公司', type: '2', county: '460105' },
  { code: '91460100MA5TDB0004', name: '海南看板测试造价咨询四公司', type: '1', county: '460106' },
  { code: '91460100MA5TDB0005', name: '海南看板测试造价咨询五公司', type: '1', county: '460107' },
  // A county without records in force: no bar of its own.
  { code: '91460100MA5TDB0006', name: '海南看板测试招标代理六公司', type: '2', county: '460108' },
];

/** Records by enterprise (index in ENTERPRISES), score, determination date and state. */
export const RECORDS: readonly RecordFixture[] = [
  { of: 0, score: '3', determined: daysAgo(10), state: CREDIT_RECORD_STATES.completed },
  { of: 0, score: '2', determined: daysAgo(40), state: CREDIT_RECORD_STATES.completed },
  // Determined two years ago: published, but no longer in force (12 months).
  { of: 0, score: '4', determined: daysAgo(730), state: CREDIT_RECORD_STATES.completed },
  { of: 1, score: '-5', determined: daysAgo(20), state: CREDIT_RECORD_STATES.completed },
  { of: 2, score: '-3', determined: daysAgo(100), state: CREDIT_RECORD_STATES.completed },
  { of: 3, score: '1', determined: daysAgo(5), state: CREDIT_RECORD_STATES.completed },
  { of: 4, score: '-2', determined: daysAgo(200), state: CREDIT_RECORD_STATES.completed },
  // Waiting at 初审, 复审 and 终审; a draft and a refused one wait nowhere.
  { of: 0, score: '2', determined: daysAgo(3), state: CREDIT_RECORD_STATES.firstReview },
  { of: 3, score: '-4', determined: daysAgo(3), state: CREDIT_RECORD_STATES.review },
  { of: 4, score: '-12', determined: daysAgo(3), state: CREDIT_RECORD_STATES.finalReview },
  { of: 1, score: '1', determined: daysAgo(3), state: CREDIT_RECORD_STATES.draft },
  { of: 2, score: '1', determined: daysAgo(3), state: CREDIT_RECORD_STATES.firstRefused },
];

/** Appeals and repairs of the published bad records (index in RECORDS), with their state and submission. */
export const APPEALS: readonly ItemFixture[] = [
  { record: 3, state: APPEAL_STATES.firstReview, submitted: daysAgo(15) },
  { record: 4, state: APPEAL_STATES.rejected, submitted: daysAgo(90) },
  { record: 6, state: APPEAL_STATES.draft, submitted: daysAgo(1) },
];
export const REPAIRS: readonly (ItemFixture & { kind: string })[] = [
  { record: 3, kind: 'repair', state: REQUEST_STATES.firstReview, submitted: daysAgo(12) },
  { record: 4, kind: 'repair', state: REQUEST_STATES.completed, submitted: daysAgo(80) },
  // A revocation is no repair.
  { record: 0, kind: 'revoke', state: REQUEST_STATES.firstReview, submitted: daysAgo(2) },
];

const thisMonth = `${todayInShanghai().slice(0, 7)}-01`;

/** Inserts the fixtures and scores the enterprises; returns the enterprises' ids and levels and the records' ids, in order. */
export async function insertDashboardData(db: Database) {
  const enterpriseIds: number[] = [];
  for (const enterprise of ENTERPRISES) {
    const id = await insertTestEnterprise(db, enterprise.code, enterprise.name);
    await db
      .update(enterprises)
      .set({ enterpriseType: enterprise.type, county: enterprise.county, area: '460100' })
      .where(eq(enterprises.id, id));
    enterpriseIds.push(id);
  }
  const recordIds: number[] = [];
  for (const record of RECORDS)
    recordIds.push(
      await insertPublishedRecord(db, enterpriseIds[record.of]!, record.score, record.determined, {
        processStatus: record.state,
      }),
    );
  const submittedAt = (day: string) => new Date(`${day}T10:00:00+08:00`);
  for (const appeal of APPEALS)
    await db.insert(creditAppeals).values({
      recordId: recordIds[appeal.record]!,
      complainant: '张三',
      telephone: '13800138000',
      appealReason: '认定有误',
      processStatus: appeal.state,
      createdAt: submittedAt(appeal.submitted),
    });
  for (const request of REPAIRS)
    await db.insert(creditRequests).values({
      kind: request.kind,
      recordId: recordIds[request.record]!,
      reason: '已整改',
      processStatus: request.state,
      createdAt: submittedAt(request.submitted),
    });
  // Scored as every change scores them: the levels and the records in force each score row keeps.
  await refreshScores(db);
  const scores = await db
    .select({ enterpriseId: enterpriseScores.enterpriseId, level: enterpriseScores.level })
    .from(enterpriseScores);
  const levels = enterpriseIds.map((id) => scores.find((score) => score.enterpriseId === id)!.level);
  // This month: the first enterprise short; an earlier month: the fourth, staffed again since.
  await db
    .insert(qualificationStaffing)
    .values([
      staffing(enterpriseIds[0]!, thisMonth, true),
      staffing(enterpriseIds[3]!, thisMonth, false),
      staffing(enterpriseIds[3]!, daysAgo(62).slice(0, 8) + '01', true),
    ]);
  return { enterpriseIds, recordIds, levels };
}

function staffing(enterpriseId: number, month: string, short: boolean) {
  return {
    enterpriseId,
    month,
    qualificationLevel: 2,
    actualCount: short ? 3 : 6,
    requiredCount: 6,
    short,
    shortMonths: short ? 1 : 0,
    warningSince: short ? month : null,
  };
}
