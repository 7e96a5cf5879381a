import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASS_RATE_RELEASE, PRACTICE_ABILITY_RELEASE } from './modules/assessment-release/release-kinds.ts';
import { releaseItems } from './modules/assessment-release/release-items.ts';
import { passRateReleaseRoutes, practiceAbilityReleaseRoutes } from './modules/assessment-release/release-routes.ts';
import { FEEDBACK_ITEMS } from './modules/bidding-feedback/feedback-items.ts';
import { biddingFeedbackRoutes } from './modules/bidding-feedback/routes.ts';
import { APPEAL_ITEMS } from './modules/credit-appeal/appeal-items.ts';
import { creditAppealRoutes } from './modules/credit-appeal/routes.ts';
import { RECORD_ITEMS } from './modules/credit-record/record-items.ts';
import { creditRecordRoutes } from './modules/credit-record/routes.ts';
import { REQUEST_ITEMS } from './modules/credit-request/request-items.ts';
import { creditRequestRoutes } from './modules/credit-request/routes.ts';
import type { FlowItemsByKey } from './platform/workflow/flow-items.ts';

/** A review flow's server side: its routes, and where its items live for 待办事项. */
export interface FlowModule {
  routes: FastifyPluginAsyncZod;
  items: FlowItemsByKey;
}

/**
 * Every review flow's module (docs/how-to-add.md): the app registers their routes, and 待办事项
 * counts each desk of the flow registry in its flow's items; a flow without them is an error at start.
 */
export const FLOW_MODULES: readonly FlowModule[] = [
  { routes: creditRecordRoutes, items: RECORD_ITEMS },
  { routes: creditAppealRoutes, items: APPEAL_ITEMS },
  { routes: creditRequestRoutes, items: REQUEST_ITEMS },
  { routes: biddingFeedbackRoutes, items: FEEDBACK_ITEMS },
  { routes: practiceAbilityReleaseRoutes, items: releaseItems(PRACTICE_ABILITY_RELEASE) },
  { routes: passRateReleaseRoutes, items: releaseItems(PASS_RATE_RELEASE) },
];

/** Every flow's items, by its workflow's key. */
export const FLOW_ITEMS: FlowItemsByKey = Object.fromEntries(
  FLOW_MODULES.flatMap((flow) => Object.entries(flow.items)),
);
