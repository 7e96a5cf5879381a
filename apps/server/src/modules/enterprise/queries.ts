import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';

export async function commitLetterSubmitted(db: Database, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ submitted: enterprises.commitLetterSubmitted })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.submitted ?? false;
}
