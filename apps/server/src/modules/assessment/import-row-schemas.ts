import { z } from 'zod';

/** What every import row shows (importRowColumns): the enterprise, its bonus, who imported it when, how it went. */
const importRowSchema = z.object({
  id: z.number(),
  enterpriseName: z.string(),
  socialCreditCode: z.string(),
  /** The bonus the row earns; null when it earns none or was refused. */
  scoreValue: z.number().nullable(),
  createPerson: z.string(),
  /** YYYY-MM-DD HH:mm:ss. */
  createTime: z.string(),
  result: z.boolean(),
  /** Why the row was refused. */
  reason: z.string().nullable(),
  /** Whether it may be published: imported, earns a bonus, and no release waiting for review or completed holds it. */
  canPublish: z.boolean(),
});

/** A row of GET /api/practiceability/page: one enterprise's aggregate of its examinees in one exam period. */
export const practiceAbilityRowSchema = importRowSchema.extend({
  examYear: z.number(),
  examQuarter: z.number(),
  examineeCount: z.number(),
  unExamineeCount: z.number(),
  averageScore: z.number().nullable(),
});

/** A row of POST /api/recordpassrate/page: one enterprise, year and quarter with its grade. */
export const passRateRowSchema = importRowSchema.extend({
  /** Null when the year could not be read. */
  registerYear: z.number().nullable(),
  quarter: z.number(),
  grade: z.string(),
  /** The quarter's label (第一季度…); blank when it could not be read. */
  quarterDescription: z.string(),
  /** The grade, as the lists name it. */
  levelDescription: z.string(),
});
