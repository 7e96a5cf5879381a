import {
  ASSESSMENT_RELEASE_TEXT,
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  type AssessmentKindKey,
  type Workflow,
} from '@credit/rules';
import type { Database } from '../client.ts';
import {
  assessmentImports,
  assessmentReleaseAnnexes,
  assessmentReleaseHistory,
  assessmentReleases,
  creditRecords,
  practiceAbilities,
  practiceAbilityExams,
  practiceAbilityReleaseRelations,
  recordPassRateReleaseRelations,
  recordPassRates,
} from '../schema/index.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import { demoPdfAnnex } from './demo-annex.ts';
import { DEMO_AUTHORS, lastFired, replayDemo, type DemoStep } from './demo-replay.ts';

type Executor = Pick<Database, 'insert'>;

export interface SeededEnterprise {
  id: number;
  name: string;
  code: string;
  inPark: boolean;
}

/** The registrar who imports the results and publishes them; department review decides (never the same user). */
const REGISTRAR = DEMO_AUTHORS.department;
const at = (text: string) => new Date(`${text}+08:00`);

/** Practice-ability tiers as seeded by the migration: 90 → 6, 80 → 5, 70 → 4, 60 → 3. */
const tierOf = (average: number) =>
  average >= 90 ? 6 : average >= 80 ? 5 : average >= 70 ? 4 : average >= 60 ? 3 : null;

/**
 * A release application walked along its path through its review flow (demo-replay.ts): submitted
 * by the registrar, decided by department review; with its attachment and history.
 */
export async function release(
  tx: Executor,
  storage: FileStorage,
  workflow: Workflow,
  values: Omit<typeof assessmentReleases.$inferInsert, 'state'>,
  path: { steps: readonly DemoStep[]; from: Date },
): Promise<{ id: number; reviewedAt: Date | null }> {
  const replay = replayDemo(workflow, {}, path.steps, { author: REGISTRAR, at: { from: path.from } });
  const submittedAt = lastFired(replay, (transition) => transition.action === 'submit')?.createdAt ?? path.from;
  const reviewedAt = lastFired(replay, (transition) => transition.action !== 'submit')?.createdAt ?? null;
  const [row] = await tx
    .insert(assessmentReleases)
    .values({
      ...values,
      state: replay.state,
      createdAt: submittedAt,
      reviewedAt,
    })
    .returning({ id: assessmentReleases.id });
  if (!row) throw new Error('release insert returned nothing');
  const annexId = await demoPdfAnnex(tx, storage, {
    category: 'release',
    fileType: '附件',
    fileName: '认定文件.pdf',
    lines: [`${values.kind} release, ${values.actDeterminationDate}`, 'Haikou construction credit platform'],
    createdAt: submittedAt,
  });
  await tx.insert(assessmentReleaseAnnexes).values({ releaseId: row.id, annexId });
  // The release history keeps no desk: who, what, when.
  await tx.insert(assessmentReleaseHistory).values(
    replay.rows.map(({ operatorName, instructions, createdAt }) => ({
      releaseId: row.id,
      operatorName,
      instructions,
      createdAt,
    })),
  );
  return { id: row.id, reviewedAt };
}

/** A quarter's practice-ability results of `firms` (three examinees each, null absent), as an import writes them. */
export async function importPracticeQuarter(
  tx: Executor,
  firms: readonly SeededEnterprise[],
  quarter: { year: number; quarter: number; label: string; importedAt: Date; examDay: string },
  scores: readonly (readonly (number | null)[])[],
): Promise<{ id: number; enterpriseId: number; scoreValue: number }[]> {
  const [practiceImport] = await tx
    .insert(assessmentImports)
    .values({
      kind: 'practiceAbility',
      fileName: `${quarter.label}执业能力测评.xlsx`,
      total: firms.length,
      succeeded: firms.length,
      createdByName: REGISTRAR.name,
      createdAt: quarter.importedAt,
    })
    .returning({ id: assessmentImports.id });
  if (!practiceImport) throw new Error('import insert returned nothing');
  const practiceRows: { id: number; enterpriseId: number; scoreValue: number }[] = [];
  for (const [index, firm] of firms.entries()) {
    const sat = (scores[index] ?? []).filter((score): score is number => score !== null);
    const average = Math.round((sat.reduce((sum, score) => sum + score, 0) / sat.length) * 100) / 100;
    const scoreValue = tierOf(average) ?? 0;
    const [row] = await tx
      .insert(practiceAbilities)
      .values({
        importId: practiceImport.id,
        enterpriseId: firm.id,
        enterpriseName: firm.name,
        socialCreditCode: firm.code,
        examYear: quarter.year,
        examQuarter: quarter.quarter,
        examineeCount: 3,
        unExamineeCount: 3 - sat.length,
        averageScore: average,
        scoreValue,
        result: true,
        createdByName: REGISTRAR.name,
        createdAt: quarter.importedAt,
      })
      .returning({ id: practiceAbilities.id });
    if (!row) throw new Error('practice-ability insert returned nothing');
    practiceRows.push({ id: row.id, enterpriseId: firm.id, scoreValue });
    await tx.insert(practiceAbilityExams).values(
      (scores[index] ?? []).map((score, examinee) => ({
        practiceAbilityId: row.id,
        rowNumber: 2 + index * 3 + examinee,
        candidateName: ['陈思远', '林晓雯', '黄志强'][examinee] ?? '考生',
        enterpriseName: firm.name,
        socialCreditCode: firm.code,
        paperName: `${quarter.label}工程造价执业能力测评`,
        examAddress: '海口市美兰区国兴大道9号',
        examStartTime: at(`${quarter.examDay}T09:00:00`),
        examEndTime: at(`${quarter.examDay}T11:00:00`),
        examYear: quarter.year,
        examQuarter: quarter.quarter,
        score,
        absent: score === null,
        result: true,
      })),
    );
  }
  return practiceRows;
}

/** A quarter's filing pass-rate grades of `agencies` (grade and bonus each, in order), as an import writes them. */
export async function importPassRateQuarter(
  tx: Executor,
  agencies: readonly SeededEnterprise[],
  quarter: { year: number; quarter: number; label: string; importedAt: Date },
  grades: readonly (readonly [string, number])[],
): Promise<{ id: number; enterpriseId: number; scoreValue: number }[]> {
  const [rateImport] = await tx
    .insert(assessmentImports)
    .values({
      kind: 'passRate',
      fileName: `${quarter.label}备案一次性通过率.xlsx`,
      total: agencies.length,
      succeeded: agencies.length,
      createdByName: REGISTRAR.name,
      createdAt: quarter.importedAt,
    })
    .returning({ id: assessmentImports.id });
  if (!rateImport) throw new Error('import insert returned nothing');
  const rows = await tx
    .insert(recordPassRates)
    .values(
      agencies.map((agency, index) => ({
        importId: rateImport.id,
        enterpriseId: agency.id,
        enterpriseName: agency.name,
        socialCreditCode: agency.code,
        registerYear: quarter.year,
        quarter: quarter.quarter,
        grade: grades[index]?.[0] ?? 'C',
        scoreValue: grades[index]?.[1] ?? 1,
        result: true,
        createdByName: REGISTRAR.name,
        createdAt: quarter.importedAt,
      })),
    )
    .returning({
      id: recordPassRates.id,
      enterpriseId: recordPassRates.enterpriseId,
      scoreValue: recordPassRates.scoreValue,
    });
  return rows.map(({ id, enterpriseId, scoreValue }) => {
    if (enterpriseId === null || scoreValue === null)
      throw new Error('a demo pass-rate row lacks its enterprise or bonus');
    return { id, enterpriseId, scoreValue };
  });
}

/** The good-credit records an approved release writes, one per row of it that earns a bonus (as reviewRelease does). */
export async function bonusRecords(
  tx: Executor,
  released: { id: number; reviewedAt: Date | null },
  values: {
    identificationUnit: string;
    actDeterminationDate: string;
    relatedSymbol?: string;
    behaviorDescription: string;
  },
  kind: AssessmentKindKey,
  rows: readonly { enterpriseId: number; scoreValue: number }[],
): Promise<void> {
  const { behaviorCategoryName, behaviorContentName } = ASSESSMENT_RELEASE_TEXT[kind];
  await tx.insert(creditRecords).values(
    rows.map((row) => ({
      enterpriseId: row.enterpriseId,
      creditType: 1,
      behaviorCategoryName,
      behaviorContentName,
      scoreValue: String(row.scoreValue),
      identificationUnit: values.identificationUnit,
      actDeterminationDate: values.actDeterminationDate,
      relatedSymbol: values.relatedSymbol ?? null,
      behaviorDescription: values.behaviorDescription,
      processStatus: 7,
      // Published by the approval, as reviewRelease writes them.
      completedAt: released.reviewedAt,
      assessmentReleaseId: released.id,
    })),
  );
}

/**
 * 2025 Q4 practice-ability results of four cost-consulting firms (#4–#7), published and approved,
 * with their good-credit records; 2026 Q1 results of two of them and a 2025 Q4 pass-rate import of
 * the three agencies (#10–#12), each with its application waiting for review. Nothing is left
 * publishable, so the import lists start empty and every row seeded is one a clerk can open.
 */
export async function seedDemoAssessments(
  tx: Executor,
  storage: FileStorage,
  seeded: SeededEnterprise[],
): Promise<void> {
  const firms = seeded.slice(3, 7);
  const agencies = seeded.slice(9, 12);
  const importedAt = at('2025-12-08T10:30:00');

  const practiceRows = await importPracticeQuarter(
    tx,
    firms,
    { year: 2025, quarter: 4, label: '2025年第四季度', importedAt, examDay: '2025-11-20' },
    [
      [93, 88, 91],
      [85, 79, null],
      [72, 75, 68],
      [64, 58, 62],
    ],
  );
  const practiceRelease = {
    kind: 'practiceAbility',
    identificationUnit: '海口市建设工程造价管理站',
    actDeterminationDate: '2025-12-10',
    relatedSymbol: '海造价〔2025〕31号',
    contactPerson: '王登记',
    behaviorDescription: '2025年第四季度执业能力测评，平均分达到加分标准',
  };
  // Submitted on 2025-12-12, approved by department review the next day.
  const practice = await release(tx, storage, PRACTICE_ABILITY_RELEASE_WORKFLOW, practiceRelease, {
    steps: ['submit', 'approve'],
    from: at('2025-12-12T09:00:00'),
  });
  const practiceReleaseId = practice.id;
  await tx
    .insert(practiceAbilityReleaseRelations)
    .values(practiceRows.map((row) => ({ releaseId: practiceReleaseId, practiceAbilityId: row.id })));
  await bonusRecords(tx, practice, practiceRelease, 'practiceAbility', practiceRows);

  // 2026 Q1 of two of them, published by the registrar and waiting for department review (待复审).
  const waitingRows = await importPracticeQuarter(
    tx,
    firms.slice(0, 2),
    { year: 2026, quarter: 1, label: '2026年第一季度', importedAt: at('2026-03-20T10:30:00'), examDay: '2026-03-10' },
    [
      [95, 90, 92],
      [81, 84, 86],
    ],
  );
  const waitingPractice = await release(
    tx,
    storage,
    PRACTICE_ABILITY_RELEASE_WORKFLOW,
    {
      ...practiceRelease,
      actDeterminationDate: '2026-03-24',
      relatedSymbol: '海造价〔2026〕8号',
      behaviorDescription: '2026年第一季度执业能力测评，平均分达到加分标准',
    },
    { steps: ['submit'], from: at('2026-03-25T09:00:00') },
  );
  await tx
    .insert(practiceAbilityReleaseRelations)
    .values(waitingRows.map((row) => ({ releaseId: waitingPractice.id, practiceAbilityId: row.id })));

  const rateRows = await importPassRateQuarter(
    tx,
    agencies,
    { year: 2025, quarter: 4, label: '2025年第四季度', importedAt },
    [
      ['A', 4],
      ['B', 2],
      ['C', 1],
    ],
  );
  // Submitted, waiting for department review (待复审).
  const { id: rateReleaseId } = await release(
    tx,
    storage,
    PASS_RATE_RELEASE_WORKFLOW,
    {
      kind: 'passRate',
      identificationUnit: '海口市公共资源交易服务中心',
      actDeterminationDate: '2026-01-08',
      contactPerson: '王登记',
      behaviorDescription: '2025年第四季度招标代理机构备案一次性通过率等级',
    },
    { steps: ['submit'], from: at('2026-01-09T10:00:00') },
  );
  await tx
    .insert(recordPassRateReleaseRelations)
    .values(rateRows.map((row) => ({ releaseId: rateReleaseId, recordPassRateId: row.id })));
}
