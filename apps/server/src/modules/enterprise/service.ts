import type { Database } from '../../db/client.ts';
import { commitLetterSubmitted } from './queries.ts';

export async function hasCommitLetter(db: Database, enterpriseId: number): Promise<boolean> {
  return commitLetterSubmitted(db, enterpriseId);
}
