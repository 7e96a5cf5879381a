import type { AssessmentKindKey } from '@credit/rules';

export interface ImportProgress {
  rowsRead: number;
  finished: boolean;
  succeeded: number;
  failed: number;
  /** The refusal of a file that could not be imported. */
  message: string;
}

interface Entry extends ImportProgress {
  kind: AssessmentKindKey;
  expires: number;
}

const KEEP_MS = 10 * 60_000;

/** Ids are the pages' own choice: filed per user, so one user's id can never reach another's import. */
const keyOf = (userId: number, progressId: string) => `${userId}|${progressId}`;

/**
 * How far each running import has got, by the id its page chose when it sent the file, so the page
 * can show rows read while the upload is being checked. Kept in this process only: behind a load
 * balancer the progress calls reach the importing instance only with sticky sessions; the import's
 * own answer is authoritative either way.
 */
export class ImportProgressBoard {
  private readonly entries = new Map<string, Entry>();

  start(
    progressId: string | undefined,
    userId: number,
    kind: AssessmentKindKey,
  ): (update: Partial<ImportProgress>) => void {
    this.sweep();
    if (!progressId) return () => undefined;
    const entry: Entry = {
      kind,
      rowsRead: 0,
      finished: false,
      succeeded: 0,
      failed: 0,
      message: '',
      expires: Date.now() + KEEP_MS,
    };
    this.entries.set(keyOf(userId, progressId), entry);
    return (update) => Object.assign(entry, update, { expires: Date.now() + KEEP_MS });
  }

  /** Only the user who started the import sees its progress. */
  read(progressId: string, userId: number, kind: AssessmentKindKey): ImportProgress | undefined {
    const entry = this.entries.get(keyOf(userId, progressId));
    if (!entry || entry.kind !== kind) return undefined;
    const { rowsRead, finished, succeeded, failed, message } = entry;
    return { rowsRead, finished, succeeded, failed, message };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires < now) this.entries.delete(key);
  }
}
