import { addCalendarDays, todayInShanghai } from '@credit/rules';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { creditRecords } from '../schema/index.ts';
import { seedDemoAppealList } from './demo-appeals.ts';
import type { SeededEnterprise } from './demo-assessments.ts';
import { seedDemoRecordList } from './demo-credit-records.ts';
import { seedDemoFeedbackList, type DemoFeedbackItem } from './demo-feedback.ts';
import { dayOf, morningOf, onWorkday, paced, workdayAgo } from './demo-pace.ts';
import type { DemoStep } from './demo-replay.ts';
import { seedDemoRequestList } from './demo-requests.ts';
import { yearPlan, type YearRequest } from './demo-year-plan.ts';
import { seedYearReleases } from './demo-year-releases.ts';

/**
 * A year of the desks' work (docs/demo-data.md, "A year of decisions"): the year plan's records,
 * appeals, revocations and repairs, the agencies' feedback month by month and the assessment
 * releases, each walked along its path through its workflow table with its attachments.
 */

const COMPLAINANTS = ['周敏', '陈刚', '吴涛', '郑华', '林晓雯', '黄志强'];
const APPEAL_REASONS = [
  '所涉成果文件已由注册造价工程师补签，认定时未予采纳',
  '统计资料已于截止日前报送，附报送回执',
  '收费标准已在办公场所公示，检查当日公示牌正在更换',
  '相关合同纠纷已达成和解，法院已出具结案证明',
];
const REQUEST_REASONS = {
  repair: '已完成整改并建立内部质量复核制度，申请信用修复',
  revoke: '该表彰所涉项目已由主办单位撤回评选结果，申请撤销',
};

/** The working days each desk took on the `item`th appeal or request of the year (2–7). */
const deskDays = (item: number, step: number) => 2 + ((item * 5 + step * 3) % 6);

const pacedFrom = (start: string, path: readonly DemoStep[], item: number) =>
  paced(
    start,
    path.map((step, index) => [step, deskDays(item, index)] as const),
  );

/** The agencies' project feedback of the year: one a month, most approved, some returned and corrected, one left returned. */
function yearFeedback(today: string, seeded: readonly SeededEnterprise[]): DemoFeedbackItem[] {
  const projects = [
    '海口市美兰区灵山镇安置区市政配套工程',
    '三亚市崖州湾科技城人才公寓项目',
    '儋州市洋浦港区疏港大道工程',
    '琼海市嘉积镇排水防涝工程',
    '文昌市清澜港防波堤加固工程',
    '万宁市东山岭景区道路改造工程',
    '澄迈县金江镇中学教学楼项目',
    '定安县龙湖镇污水管网工程',
    '海口市秀英区长流起步区道路工程',
    '陵水县英州镇卫生院项目',
    '临高县临城镇农贸市场改造工程',
    '东方市八所镇供水管网改造工程',
  ];
  return projects.map((name, month) => {
    const agency = 9 + (month % 3);
    const enterprise = seeded[agency];
    if (!enterprise) throw new Error('a demo feedback names no demo enterprise');
    const start = workdayAgo(today, 20 + month * 28);
    const path: DemoStep[] =
      month % 4 === 1
        ? ['submit', { action: 'reject', reason: '代理合同扫描件缺页，请补充完整后重新提交' }, 'resubmit', 'approve']
        : month === 6
          ? ['submit', { action: 'reject', reason: '代理服务费与合同金额不一致，请核对' }]
          : ['submit', 'approve'];
    const signed = addCalendarDays(start, -200);
    return {
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      name: `${name}招标代理`,
      path: pacedFrom(start, path, month),
      fee: `${12 + month * 3}.${String((month * 37) % 100).padStart(2, '0')}0000`,
      type: 1 + (month % 4),
      submitted: morningOf(start),
      evidence: month,
      contract: { signed, start: addCalendarDays(signed, 5), end: addCalendarDays(start, -15) },
    };
  });
}

export async function seedDemoYear(
  tx: Executor,
  seeded: readonly SeededEnterprise[],
  storage: FileStorage | undefined,
): Promise<void> {
  const today = todayInShanghai();
  const plan = yearPlan(today);
  const ids = await seedDemoRecordList(
    tx,
    seeded,
    plan.records,
    storage,
    (index, date) => `琼建信〔${date.slice(0, 4)}〕${200 + index}号`,
  );
  const published = new Map(
    (
      await tx
        .select({ id: creditRecords.id, completedAt: creditRecords.completedAt })
        .from(creditRecords)
        .where(inArray(creditRecords.id, ids))
    ).map((row) => [row.id, row.completedAt]),
  );
  /** Where a request about a record starts: its days after the record's publication, on a working day. */
  const about = (request: YearRequest, item: number) => {
    const recordId = ids[request.record];
    const publishedAt = recordId === undefined ? null : published.get(recordId);
    if (recordId === undefined || !publishedAt)
      throw new Error('a demo request of the year names an unpublished record');
    const start = onWorkday(addCalendarDays(dayOf(publishedAt), request.afterDays));
    return { recordId, submitted: morningOf(start), path: pacedFrom(start, request.path, item), evidence: item };
  };
  await seedDemoAppealList(
    tx,
    plan.appeals.map((appeal, item) => ({
      ...about(appeal, item),
      complainant: COMPLAINANTS[item % COMPLAINANTS.length] ?? '',
      reason: APPEAL_REASONS[item % APPEAL_REASONS.length] ?? '',
    })),
    storage,
  );
  await seedDemoRequestList(
    tx,
    plan.requests.map((request, item) => ({
      ...about(request, item + plan.appeals.length),
      kind: request.kind,
      reason: REQUEST_REASONS[request.kind],
    })),
    storage,
  );
  await seedDemoFeedbackList(tx, yearFeedback(today, seeded), storage);
  if (storage) await seedYearReleases(tx, storage, seeded, today);
}
