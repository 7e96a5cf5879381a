import { z } from 'zod';
import { annexViewSchema } from '../annex/annex-view-schema.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { releaseRowSchema } from './release-queries.ts';

/** One line of a release's history, oldest first. */
const historySchema = z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() });

/** A published row as the view's bonus details show it (release-rows.ts). */
const scoredRowSchema = z.object({
  id: z.number(),
  enterpriseName: z.string(),
  /** The enterprise's qualification level (甲级, 乙级…); blank when it has none. */
  identifiedLevelName: z.string(),
  averageScore: z.number().nullable(),
  scoreValue: z.number().nullable(),
});

/** A pass-rate row adds its grade and period; it has no average score. */
const passRateScoredRowSchema = scoredRowSchema.extend({
  averageScore: z.null(),
  levelDescription: z.string(),
  registerYear: z.number(),
  quarterDescription: z.string(),
});

/** Either kind's view: the row, its attachments and history; the scored rows follow under the kind's names. */
const releaseViewBase = releaseRowSchema.extend({
  enterpriseAnnexes: z.array(annexViewSchema),
  history: z.array(historySchema),
});

/** GET /api/practiceabilityrelease/single. */
const practiceAbilityReleaseView = releaseViewBase.extend({
  practiceAbility: z.array(scoredRowSchema),
  /** The same lines as `history`. */
  practiceAbilityReleaseHistory: z.array(historySchema),
  PracticeAbilityReleaseRelations: z.array(z.object({ PracticeAbilityId: z.number() })),
});

/** GET /api/recordpassraterelease/single. */
const passRateReleaseView = releaseViewBase.extend({
  recordPassRate: z.array(passRateScoredRowSchema),
  /** The same lines as `history`. */
  recordPassRateReleaseHistory: z.array(historySchema),
  RecordPassRateReleaseRelations: z.array(z.object({ RecordPassRateId: z.number() })),
});

/**
 * What the view's handler can say of its answer in types: the common fields, and the kind's own
 * (its scored rows are typed with both kinds' fields, its relations keyed by the kind's field
 * name). The schema says exactly what each kind answers, and the serializer checks it.
 */
type ReleaseViewOutput = z.output<typeof releaseViewBase> & Record<string, unknown>;

/** The single release's answer for a kind. */
export const releaseViewSchema = (kind: ReleaseKind): z.ZodType<ReleaseViewOutput> =>
  kind.key === 'practiceAbility' ? practiceAbilityReleaseView : passRateReleaseView;

/** GET /api/practiceabilityrelease/summarypracticeability: enterprises per bonus tier, every tier listed. */
export const tierCountsSchema = z.array(z.object({ scoreValue: z.number(), label: z.string(), count: z.number() }));
