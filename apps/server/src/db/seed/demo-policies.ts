import { POLICY_ANNEX_CATEGORY, POLICY_STATES } from '@credit/rules';
import type { FileStorage } from '../../platform/files/index.ts';
import type { Executor } from '../client.ts';
import { policyDocuments } from '../schema/index.ts';
import { demoPdfAnnex } from './demo-annex.ts';

/** The relevantPolicy page's documents on a fresh start: three published, one draft, one withdrawn (docs/demo-data.md). */
const DEMO_POLICIES = [
  {
    title: '建筑市场信用管理暂行办法',
    issuer: '住房和城乡建设部',
    issueDate: '2017-12-11',
    state: POLICY_STATES.published,
    pages: [
      'Interim Measures for Credit Management of the Construction Market',
      'Ministry of Housing and Urban-Rural Development',
    ],
  },
  {
    title: '海南省工程造价咨询企业信用评价管理办法',
    issuer: '海南省住房和城乡建设厅',
    issueDate: '2025-01-01',
    state: POLICY_STATES.published,
    pages: [
      'Credit Evaluation of Cost-Consulting Enterprises, Hainan',
      'Hainan Department of Housing and Urban-Rural Development',
    ],
  },
  {
    title: '关于开展建设行业信用修复工作的通知',
    issuer: '海口市住房和城乡建设局',
    issueDate: '2025-06-18',
    state: POLICY_STATES.published,
    pages: ['Notice on Credit Repair in the Construction Sector', 'Haikou Housing and Urban-Rural Development Bureau'],
  },
  {
    title: '招标代理机构信用评价细则（征求意见稿）',
    issuer: '海南省住房和城乡建设厅',
    issueDate: '2026-03-02',
    state: POLICY_STATES.draft,
    pages: ['Bidding Agencies Credit Evaluation Rules (draft for comments)'],
  },
  {
    title: '工程造价咨询企业信用评价标准（2019版）',
    issuer: '海南省住房和城乡建设厅',
    issueDate: '2019-05-20',
    state: POLICY_STATES.withdrawn,
    pages: ['Credit Evaluation Standard 2019 (superseded)'],
  },
];

export async function seedDemoPolicies(tx: Executor, storage: FileStorage): Promise<void> {
  for (const [index, { pages, ...policy }] of DEMO_POLICIES.entries()) {
    const annexId = await demoPdfAnnex(tx, storage, {
      category: POLICY_ANNEX_CATEGORY,
      fileType: '政策文件',
      fileName: `${policy.title}.pdf`,
      lines: pages,
    });
    await tx.insert(policyDocuments).values({ ...policy, annexId, sortOrder: (index + 1) * 10 });
  }
}
