import { cutChars } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { assessmentReleaseHistory } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';

export async function writeHistory(tx: Executor, releaseId: number, me: Principal, instructions: string) {
  await tx.insert(assessmentReleaseHistory).values({
    releaseId,
    operatorId: me.userId,
    operatorName: me.displayName,
    instructions: cutChars(instructions, 500),
  });
}
