import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes, enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { writeHistory } from '../../platform/history/index.ts';
import type { Principal } from '../auth/principal.ts';
import { annexPlanOf } from '../annex/annex-plan.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import type { MultipartForm } from '../annex/multipart-form.ts';
import { operatorOf } from '../../platform/auth/principal.ts';
import { COMMIT_LETTER, ENTERPRISE_ANNEX_CATEGORY } from './enterprise-annexes.ts';

export const COMMIT_LETTER_REQUIRED = '请上传签署后的信用承诺书';

/**
 * POST /api/enterprise/commitletter (the /register1 page): the enterprise's own user adds the
 * signed commitment letter; from then on checkenterprisecommitletter answers true.
 */
export async function submitCommitLetter(
  db: Database,
  { me, enterpriseId, form }: { me: Principal; enterpriseId: number; form: MultipartForm },
) {
  const types = (await annexTypesOf(db, ENTERPRISE_ANNEX_CATEGORY)).filter((type) => type.name === COMMIT_LETTER);
  const plan = annexPlanOf(form, types);
  if (plan.add.length === 0)
    throw new AppError(COMMIT_LETTER_REQUIRED, { fieldErrors: { enterpriseAnnexes: COMMIT_LETTER_REQUIRED } });
  await db.transaction(async (tx) => {
    await tx.insert(annexes).values(
      plan.add.map(({ fileType, file }) => ({
        category: ENTERPRISE_ANNEX_CATEGORY,
        enterpriseId,
        fileType,
        fileName: file.fileName,
        storageKey: file.key,
        size: file.size,
        createdBy: me.userId,
      })),
    );
    await tx
      .update(enterprises)
      .set({ commitLetterSubmitted: true, updatedAt: new Date() })
      .where(eq(enterprises.id, enterpriseId));
    await writeHistory(tx, {
      enterpriseId,
      historyType: 0,
      operator: operatorOf(me),
      items: [`${COMMIT_LETTER}: 提交 ${plan.add.map(({ file }) => file.fileName).join('、')}`],
    });
  });
}
