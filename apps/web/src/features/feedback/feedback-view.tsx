import type { DetailField } from '@/components/detail-view/detail-view.tsx';
import type { Feedback } from './feedback-api.ts';

/** The tender-agent project view's fields (spec §2 screen 12, §3 bidding-agent feedback). */
export const feedbackFields = (feedback: Feedback): DetailField[] => [
  { label: '代理机构名称', value: feedback.agentCompanyName },
  { label: '处理状态', value: feedback.processStatusDescription },
  { label: '代理项目名称', value: feedback.agentProjectName, span: 2 },
  { label: '签订日期', value: feedback.signDate },
  { label: '合同签订时间', value: feedback.agentContractSignTime },
  { label: '项目地址', value: feedback.agentProjectAddress },
  { label: '省/市/区', value: feedback.placeName },
  { label: '项目负责人', value: feedback.agentResponsibleName },
  { label: '委托单位', value: feedback.entrustUnit },
  { label: '代理服务费（万元）', value: feedback.agentServiceFee },
  { label: '代理期限', value: `${feedback.agentStartDate} 至 ${feedback.agentEndDate}` },
  { label: '项目类型', value: feedback.agentProjectTypeDescription },
  { label: '投资性质', value: feedback.investmentNatureDescription },
  { label: '建设规模', value: feedback.constructionScale, span: 2 },
  { label: '退回原因', value: feedback.lastReason ?? '', hidden: !feedback.lastReason, span: 2 },
];
