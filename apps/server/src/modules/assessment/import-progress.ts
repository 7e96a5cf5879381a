import type { AssessmentKindKey } from '@credit/rules';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importProgress } from '../../db/schema/index.ts';

export interface ImportProgress {
  rowsRead: number;
  finished: boolean;
  succeeded: number;
  failed: number;
  /** The refusal of a file that could not be imported. */
  message: string;
}

export type ReportProgress = (update: Partial<ImportProgress>) => void;

export interface ImportProgressWriter {
  /** Records an update without waiting: writes are coalesced, one in flight at a time. */
  report: ReportProgress;
  /** Records the last update and waits until it is stored. */
  finish: (update: Partial<ImportProgress>) => Promise<void>;
}

const KEEP = sql`interval '1 day'`;

const unfiled: ImportProgressWriter = { report: () => undefined, finish: async () => undefined };

/**
 * Files a starting import's progress under the id its page chose, for its user only (so one
 * user's id can never reach another's import), in the database so that the page's progress
 * calls can reach any API instance. Progress older than a day is swept here.
 *
 * Progress is advisory — the import's own answer is authoritative — so a failed progress write
 * is logged and the import goes on.
 */
export async function startImportProgress(
  db: Database,
  filing: { progressId: string | undefined; userId: number; kind: AssessmentKindKey },
  log: { warn: (error: unknown, message: string) => void },
): Promise<ImportProgressWriter> {
  const { progressId, userId, kind } = filing;
  if (!progressId) return unfiled;
  await db.delete(importProgress).where(lt(importProgress.updatedAt, sql`now() - ${KEEP}`));
  const state: ImportProgress = { rowsRead: 0, finished: false, succeeded: 0, failed: 0, message: '' };
  const row = () => ({ ...state, kind, message: state.message.slice(0, 500), updatedAt: sql`now()` });
  await db
    .insert(importProgress)
    .values({ userId, progressId, ...row() })
    .onConflictDoUpdate({ target: [importProgress.userId, importProgress.progressId], set: row() });

  let dirty = false;
  let writing: Promise<void> | undefined;
  const where = and(eq(importProgress.userId, userId), eq(importProgress.progressId, progressId));
  const writeWhileDirty = async () => {
    while (dirty) {
      dirty = false;
      await db
        .update(importProgress)
        .set(row())
        .where(where)
        .catch((error: unknown) => log.warn(error, 'import progress not stored'));
    }
    writing = undefined;
  };
  const report: ReportProgress = (update) => {
    Object.assign(state, update);
    dirty = true;
    writing ??= writeWhileDirty();
  };
  return {
    report,
    finish: async (update) => {
      report(update);
      await writing;
    },
  };
}

/** The progress of an import the user started, by its page's id; undefined when there is none of this kind. */
export async function readImportProgress(
  db: Database,
  filing: { progressId: string; userId: number; kind: AssessmentKindKey },
): Promise<ImportProgress | undefined> {
  const [found] = await db
    .select({
      rowsRead: importProgress.rowsRead,
      finished: importProgress.finished,
      succeeded: importProgress.succeeded,
      failed: importProgress.failed,
      message: importProgress.message,
    })
    .from(importProgress)
    .where(
      and(
        eq(importProgress.userId, filing.userId),
        eq(importProgress.progressId, filing.progressId),
        eq(importProgress.kind, filing.kind),
      ),
    );
  return found;
}
