import { DEFAULT_BONUS_TABLES, todayInShanghai } from '@credit/rules';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { enterprisePersons } from '../schema/index.ts';
import { evaluateStaffing } from '../../modules/qualification/staffing-evaluation.ts';
import { demoIdCard } from './codes.ts';
import { DEMO_ENTERPRISES } from './demo-enterprises.ts';
import type { SeededEnterprise } from './demo-assessments.ts';

/** Registered cost engineers every demo firm's own staff already hold (the first three staff). */
const STAFF_ENGINEERS = 3;

/**
 * Whether each cost-consulting demo firm has its required engineers in the last four months, the
 * oldest first (the current month last). Engineers beyond the staff's three join or leave to match,
 * and each month is evaluated in turn, so the warnings show every case: short for the first month
 * (#1, #9), two months (#5), three (#8) and four months (#4; both with the base deducted), deducted
 * and recovered this month (#7), and always staffed (#2, #3, #6).
 */
const STAFFED: Record<number, readonly boolean[]> = {
  0: [true, true, true, false],
  1: [true, true, true, true],
  2: [true, true, true, true],
  3: [false, false, false, false],
  4: [true, true, false, false],
  5: [true, true, true, true],
  6: [false, false, false, true],
  7: [true, false, false, false],
  8: [true, true, true, false],
};
const MONTHS = 4;

const ENGINEER_NAMES = ['符志明', '王海涛', '陈丽君', '吴建国', '李晓燕', '邢少华', '林婷婷'];

/** The month `back` months before the current Beijing month, as YYYY-MM. */
function monthsBack(back: number): string {
  const [year, month] = todayInShanghai().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Staff the demo firms month by month and run each month's evaluation (docs/demo-data.md). */
export async function seedDemoStaffing(tx: Executor, seeded: readonly SeededEnterprise[]): Promise<void> {
  const extras = new Map<number, number[]>();
  for (const [index, staffed] of Object.entries(STAFFED)) {
    const demo = DEMO_ENTERPRISES[Number(index)];
    const enterprise = seeded[Number(index)];
    if (!demo?.level || !enterprise || !staffed.some(Boolean)) continue;
    const needed = DEFAULT_BONUS_TABLES.requiredEngineers[String(demo.level) as '1' | '2' | '3'] - STAFF_ENGINEERS;
    const rows = await tx
      .insert(enterprisePersons)
      .values(
        Array.from({ length: needed }, (_, n) => ({
          enterpriseId: enterprise.id,
          name: ENGINEER_NAMES[n % ENGINEER_NAMES.length] as string,
          gender: n % 2,
          idCard: demoIdCard(demo.county, 1980 + n, 50 + n),
          phone: `1390898${String(Number(index) * 100 + n).padStart(4, '0')}`,
          jobTitle: '2',
          qualification: ['1'],
        })),
      )
      .returning({ id: enterprisePersons.id });
    extras.set(
      Number(index),
      rows.map((row) => row.id),
    );
  }
  for (let back = MONTHS - 1; back >= 0; back -= 1) {
    const month = MONTHS - 1 - back;
    const staffedIds = [...extras].filter(([index]) => STAFFED[index]?.[month]).flatMap(([, ids]) => ids);
    const leftIds = [...extras].filter(([index]) => !STAFFED[index]?.[month]).flatMap(([, ids]) => ids);
    if (staffedIds.length)
      await tx.update(enterprisePersons).set({ enabled: true }).where(inArray(enterprisePersons.id, staffedIds));
    if (leftIds.length)
      await tx.update(enterprisePersons).set({ enabled: false }).where(inArray(enterprisePersons.id, leftIds));
    await evaluateStaffing(tx, monthsBack(back));
  }
}
