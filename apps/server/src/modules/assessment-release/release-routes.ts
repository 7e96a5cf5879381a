import { ASSESSMENT_MSG, MSG, RELEASE_STATES, releaseReviewSchema, revisionSchema } from '@credit/rules';
import { sentRevision, tagRevision } from '../../platform/workflow/if-match.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { annexStorage } from '../annex/annex-storage.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import { readMultipartForm } from '../annex/multipart-form.ts';
import { widestUploadRules } from '../annex/upload-rules.ts';
import { PASS_RATE_RELEASE, PRACTICE_ABILITY_RELEASE, type ReleaseKind } from './release-kinds.ts';
import { deleteDraft, submitDraft } from './draft-service.ts';
import { releaseDraftList, releaseReviewList } from './release-list.ts';
import { findRelease, presentRelease, releaseAnnexes, releaseHistory } from './release-queries.ts';
import { scoredRowsOf, tierSummary } from './release-rows.ts';
import { createRelease, RELEASE_ANNEX_CATEGORY, reviewRelease } from './release-service.ts';
import { releaseSubmissionOf } from './release-submission.ts';
import { releaseViewSchema, tierCountsSchema } from './release-view-schema.ts';

const releaseId = z.object({ id: z.coerce.number({ error: '请指定发布申请' }).int().positive('请指定发布申请') });
/** A draft's submit, with the revision its screen showed when the client cannot send If-Match. */
const draftSubmit = releaseId.extend({ revision: revisionSchema.optional() });
/** Fields of a release form beyond its relations: the form's own, the state and up to 20 attachments. */
const FORM_FIELDS = 100;
const MAX_RELATIONS = 10_000;

/** One kind's release calls (spec §7): list, view, summary, publish and review. */
function releaseRoutes(kind: ReleaseKind): FastifyPluginAsyncZod {
  return async (app) => {
    const storage = annexStorage(app.config);
    const review = { permission: kind.reviewPermission };
    const publish = { permission: kind.publishPermission };
    const tags = [kind.tag];

    const loadRelease = async (id: number) => {
      const row = await findRelease(app.db, kind, id);
      if (!row) throw new AppError(ASSESSMENT_MSG.releaseNotFound, { statusCode: 404 });
      return row;
    };

    registerList(app, releaseReviewList(kind));

    app.get(
      `${kind.basePath}/single`,
      {
        config: review,
        schema: {
          tags,
          summary: '发布申请详情：字段、附件、历史与得分企业',
          querystring: releaseId,
          response: { 200: envelopeSchema(releaseViewSchema(kind)) },
        },
      },
      async (request, reply) => {
        const row = await loadRelease(request.query.id);
        tagRevision(reply, row.revision);
        const [enterpriseAnnexes, history, scored] = await Promise.all([
          releaseAnnexes(app.db, app.fileUrls.forUser(principalOf(request).userId), row.id),
          releaseHistory(app.db, row.id),
          scoredRowsOf(app.db, kind, row.id),
        ]);
        const relations = scored.map((scoredRow) => ({ [kind.relationIdField]: scoredRow.id }));
        const byKind =
          kind.key === 'practiceAbility'
            ? {
                practiceAbility: scored,
                practiceAbilityReleaseHistory: history,
                PracticeAbilityReleaseRelations: relations,
              }
            : {
                recordPassRate: scored,
                recordPassRateReleaseHistory: history,
                RecordPassRateReleaseRelations: relations,
              };
        return ok({ ...presentRelease(kind, row), enterpriseAnnexes, history, ...byKind });
      },
    );

    if (kind.key === 'practiceAbility') {
      app.get(
        `${kind.basePath}/summarypracticeability`,
        {
          config: review,
          schema: {
            tags,
            summary: '得分企业按加分档次（3～6分）统计',
            querystring: releaseId,
            response: { 200: envelopeSchema(tierCountsSchema) },
          },
        },
        async (request) => {
          const row = await loadRelease(request.query.id);
          return ok(tierSummary(kind, await scoredRowsOf(app.db, kind, row.id)));
        },
      );
    }

    app.post(
      kind.basePath,
      {
        config: publish,
        schema: {
          tags,
          summary: `发布申请（multipart：表单字段、state 0 草稿/3 提交、${kind.relationPrefix}[i].${kind.relationIdField}、enterpriseAnnexes[i].fileType/file）`,
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const types = await annexTypesOf(app.db, RELEASE_ANNEX_CATEGORY);
        const form = await readMultipartForm(request, {
          storage,
          rules: widestUploadRules(types),
          maxFields: FORM_FIELDS + MAX_RELATIONS,
        });
        try {
          const submission = releaseSubmissionOf(kind, form, types);
          const id = await createRelease(app.db, principalOf(request), kind, submission);
          return ok(id, submission.state === RELEASE_STATES.waiting ? MSG.submittedForReview : MSG.savedBang);
        } catch (error) {
          await form.discard();
          throw error;
        }
      },
    );

    // 草稿箱: submit or delete a saved draft, for the kind that keeps drafts.
    if (kind.allowsDraft) {
      registerList(app, releaseDraftList(kind));

      app.put(
        `${kind.basePath}/submit`,
        { config: publish, schema: { tags, summary: '提交草稿（草稿 → 待复审）', body: draftSubmit } },
        async (request) => {
          const { id, revision } = request.body;
          await submitDraft(app.db, principalOf(request), kind, id, sentRevision(request, revision));
          return ok(null, MSG.submittedForReview);
        },
      );

      app.delete(
        kind.basePath,
        { config: publish, schema: { tags, summary: '删除草稿（仅草稿可删除）', querystring: releaseId } },
        async (request) => {
          const removed = await deleteDraft(
            app.db,
            principalOf(request),
            kind,
            request.query.id,
            sentRevision(request),
          );
          await Promise.all(removed.map((key) => storage.remove(key)));
          return ok(null, MSG.deletedBang);
        },
      );
    }

    app.put(
      `${kind.basePath}/review`,
      {
        config: review,
        schema: {
          tags,
          summary: '审核：通过（→ 已完成，生成良好信用记录）或拒绝（→ 复审拒绝，需原因）',
          body: releaseReviewSchema,
        },
      },
      async (request) =>
        ok(
          null,
          await reviewRelease(app.db, principalOf(request), kind, {
            ...request.body,
            revision: sentRevision(request, request.body.revision),
          }),
        ),
    );
  };
}

export const practiceAbilityReleaseRoutes = releaseRoutes(PRACTICE_ABILITY_RELEASE);
export const passRateReleaseRoutes = releaseRoutes(PASS_RATE_RELEASE);
