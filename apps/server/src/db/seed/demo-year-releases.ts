import {
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  addCalendarDays,
  type Workflow,
} from '@credit/rules';
import type { FileStorage } from '../../platform/files/index.ts';
import { practiceAbilityReleaseRelations, recordPassRateReleaseRelations } from '../schema/index.ts';
import {
  bonusRecords,
  importPassRateQuarter,
  importPracticeQuarter,
  release,
  type SeededEnterprise,
} from './demo-assessments.ts';
import { morningOf, paced, workdayAgo, workdaysAfter } from './demo-pace.ts';
import type { Executor } from '../client.ts';

/**
 * The year's assessment releases (docs/demo-data.md): each kind's results imported some months
 * ago, one application refused by department review and the same rows published again and
 * approved, writing their bonuses; an older quarter approved at once. So both review desks
 * (执业能力加分审核, 备案通过率加分审核) have approvals and a refusal over the year, and the bonuses
 * count in the levels the demo enterprises stand at. Practice-ability results go to #4–#7 only,
 * which the 2025 Q4 import already rated: the tests import the other firms' results as new. The
 * quarters fall 2026 Q1 or later and the pass-rate ones miss 2026 Q1, which the tests import
 * for #10 and #11.
 */

const QUARTER_NAMES = ['一', '二', '三', '四'];

/** The quarter a day falls in, and its label (2026年第二季度). */
function quarterOf(day: string) {
  const year = Number(day.slice(0, 4));
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  return { year, quarter, label: `${year}年第${QUARTER_NAMES[quarter - 1]}季度` };
}

interface YearRelease {
  kind: 'practiceAbility' | 'passRate';
  /** Index into DEMO_ENTERPRISES of each enterprise rated, with its examinees' scores or its grade and bonus. */
  rated: readonly (readonly [number, readonly number[] | readonly [string, number]])[];
  /** How many days before the seeding the results were imported. */
  importedDaysAgo: number;
  /** The refusal its first application met, if it met one. */
  refusedWith?: string;
}

const YEAR_RELEASES: readonly YearRelease[] = [
  { kind: 'practiceAbility', rated: [[5, [66, 61, 70]]], importedDaysAgo: 290 },
  { kind: 'passRate', rated: [[10, ['C', 1]]], importedDaysAgo: 200 },
  {
    kind: 'practiceAbility',
    rated: [
      [6, [86, 82, 88]],
      [3, [72, 75, 70]],
    ],
    importedDaysAgo: 170,
    refusedWith: '认定文件缺少测评组织单位盖章，请补充后重新提交',
  },
  {
    kind: 'passRate',
    rated: [
      [11, ['A', 4]],
      [9, ['B', 2]],
    ],
    importedDaysAgo: 100,
    refusedWith: '通过率等级与公共资源交易中心出具的证明不一致',
  },
];

const WORKFLOWS: Record<YearRelease['kind'], Workflow> = {
  practiceAbility: PRACTICE_ABILITY_RELEASE_WORKFLOW,
  passRate: PASS_RATE_RELEASE_WORKFLOW,
};

/**
 * Who determined the year's results: the filings' pass rates now come from the bureau that takes the
 * filings (2025 Q4's, still waiting, from the trading centre, the one row of that unit the
 * two-reviewers journey opens).
 */
const UNITS: Record<YearRelease['kind'], string> = {
  practiceAbility: '海口市建设工程造价管理站',
  passRate: '海口市住房和城乡建设局',
};

export async function seedYearReleases(
  tx: Executor,
  storage: FileStorage,
  seeded: readonly SeededEnterprise[],
  today: string,
): Promise<void> {
  for (const [index, plan] of YEAR_RELEASES.entries()) {
    const importedOn = workdayAgo(today, plan.importedDaysAgo);
    const period = quarterOf(addCalendarDays(importedOn, -20));
    const firms = plan.rated.map(([enterprise]) => {
      const firm = seeded[enterprise];
      if (!firm) throw new Error('a demo release names no demo enterprise');
      return firm;
    });
    const importedAt = morningOf(importedOn);
    const rows =
      plan.kind === 'practiceAbility'
        ? await importPracticeQuarter(
            tx,
            firms,
            { ...period, importedAt, examDay: addCalendarDays(importedOn, -20) },
            plan.rated.map(([, scores]) => scores as readonly number[]),
          )
        : await importPassRateQuarter(
            tx,
            firms,
            { ...period, importedAt },
            plan.rated.map(([, grade]) => grade as readonly [string, number]),
          );
    const values = {
      kind: plan.kind,
      identificationUnit: UNITS[plan.kind],
      actDeterminationDate: workdaysAfter(importedOn, 1),
      relatedSymbol: `海造价〔${period.year}〕${40 + index}号`,
      contactPerson: '王登记',
      behaviorDescription: `${period.label}${plan.kind === 'practiceAbility' ? '执业能力测评，平均分达到加分标准' : '招标代理机构备案一次性通过率等级'}`,
    };
    const relate = (releaseId: number) =>
      plan.kind === 'practiceAbility'
        ? tx
            .insert(practiceAbilityReleaseRelations)
            .values(rows.map((row) => ({ releaseId, practiceAbilityId: row.id })))
        : tx
            .insert(recordPassRateReleaseRelations)
            .values(rows.map((row) => ({ releaseId, recordPassRateId: row.id })));
    let submitted = workdaysAfter(importedOn, 2);
    if (plan.refusedWith) {
      const refused = await release(tx, storage, WORKFLOWS[plan.kind], values, {
        steps: paced(submitted, [
          ['submit', 0],
          [{ action: 'reject', reason: plan.refusedWith }, 3],
        ]),
        from: morningOf(submitted),
      });
      await relate(refused.id);
      // Corrected and published again a week after the refusal.
      submitted = workdaysAfter(submitted, 8);
    }
    const approved = await release(tx, storage, WORKFLOWS[plan.kind], values, {
      steps: paced(submitted, [
        ['submit', 0],
        ['approve', 2 + (index % 3)],
      ]),
      from: morningOf(submitted),
    });
    await relate(approved.id);
    await bonusRecords(tx, approved, values, plan.kind, rows);
  }
}
