import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { optionalText, requiredLimitedText } from '../text.ts';
import { notFutureDateSchema } from '../validators/date.ts';

/** The publish-application form of practice-ability and pass-rate releases (spec §5 Release form). */
export const releaseFormSchema = z.object({
  identificationUnit: requiredLimitedText(MSG.identificationUnitRequired, LIMITS.unit, '行为认定单位'),
  actDeterminationDate: notFutureDateSchema(MSG.actDeterminationDateRequired),
  contactPerson: requiredLimitedText(MSG.applicantRequired, LIMITS.contact, '申请人'),
  behaviorDescription: requiredLimitedText(MSG.behaviorDescriptionRequired, LIMITS.description, '行为内容描述'),
  relatedSymbol: optionalText(LIMITS.symbol, '相关文号'),
});
export type ReleaseForm = z.output<typeof releaseFormSchema>;
export type ReleaseFormInput = z.input<typeof releaseFormSchema>;
