import {
  AGENT_PROJECT_TYPE,
  BIDDING_FEEDBACK_WORKFLOW,
  INVESTMENT_NATURE,
  labelOf,
  stateLabel,
  stepBar,
  approveConfirm,
} from '@credit/rules';
import { z } from 'zod';
import { stepBarSchema } from '../../platform/workflow/step-bar-schema.ts';
import { biddingFeedbacks, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { divisionName } from '../general/division-tree.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const f = biddingFeedbacks;

/** A feedback's fields as the lists and the view select them (spec §3 bidding-agent feedback). */
export const feedbackColumns = {
  ...aliasedColumns({
    id: f.id,
    enterpriseId: f.enterpriseId,
    enterpriseName: enterprises.enterpriseName,
    agentCompanyName: f.agentCompanyName,
    agentProjectName: f.agentProjectName,
    agentProjectAddress: f.agentProjectAddress,
    agentResponsibleName: f.agentResponsibleName,
    entrustUnit: f.entrustUnit,
    agentServiceFee: f.agentServiceFee,
    province: f.province,
    city: f.city,
    area: f.area,
    agentProjectType: f.agentProjectType,
    investmentNature: f.investmentNature,
    constructionScale: f.constructionScale,
    processStatus: f.processStatus,
    revision: f.revision,
    lastReason: f.lastReason,
  }),
  signDate: dateText(f.signDate).as('signDate'),
  agentContractSignTime: dateText(f.agentContractSignTime).as('agentContractSignTime'),
  agentStartDate: dateText(f.agentStartDate).as('agentStartDate'),
  agentEndDate: dateText(f.agentEndDate).as('agentEndDate'),
  submitTime: dateTimeText(f.submittedAt).as('submitTime'),
};

export interface FeedbackRow {
  id: number;
  enterpriseId: number;
  enterpriseName: string;
  agentCompanyName: string;
  agentProjectName: string;
  agentProjectAddress: string;
  agentResponsibleName: string;
  entrustUnit: string;
  agentServiceFee: string;
  province: string;
  city: string;
  area: string;
  agentProjectType: number;
  investmentNature: number;
  constructionScale: string;
  processStatus: number;
  revision: number;
  lastReason: string | null;
  signDate: string;
  agentContractSignTime: string;
  agentStartDate: string;
  agentEndDate: string;
  submitTime: string | null;
}

export function presentFeedback(row: FeedbackRow) {
  return withFields(row, {
    placeName: [row.province, row.city, row.area].map(divisionName).join(' / '),
    agentProjectTypeDescription: labelOf(AGENT_PROJECT_TYPE, row.agentProjectType),
    investmentNatureDescription: labelOf(INVESTMENT_NATURE, row.investmentNature),
    processStatusDescription: stateLabel(BIDDING_FEEDBACK_WORKFLOW, row.processStatus),
    steps: stepBar(BIDDING_FEEDBACK_WORKFLOW, row.processStatus),
    approveConfirm: approveConfirm(BIDDING_FEEDBACK_WORKFLOW, row.processStatus, {}),
  });
}

export const feedbackRowSchema = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  agentCompanyName: z.string(),
  signDate: z.string(),
  agentProjectName: z.string(),
  agentProjectAddress: z.string(),
  agentContractSignTime: z.string(),
  agentResponsibleName: z.string(),
  entrustUnit: z.string(),
  agentServiceFee: z.string(),
  agentStartDate: z.string(),
  agentEndDate: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  placeName: z.string(),
  agentProjectType: z.number(),
  agentProjectTypeDescription: z.string(),
  investmentNature: z.number(),
  investmentNatureDescription: z.string(),
  constructionScale: z.string(),
  processStatus: z.number(),
  /** Moved by every change: the ETag an action sends back as If-Match. */
  revision: z.number(),
  processStatusDescription: z.string(),
  lastReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  /** The confirmation of the approval waiting at its desk: what it fires and what that does; null when none. */
  approveConfirm: z.string().nullable(),
  steps: stepBarSchema,
});
