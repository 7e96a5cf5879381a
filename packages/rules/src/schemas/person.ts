import { z } from 'zod';
import { genderSchema } from '../dictionaries/gender.ts';
import { personEnabledSchema } from '../dictionaries/person-enabled.ts';
import { LIMITS } from '../limits.ts';
import { requiredLimitedText, requiredText } from '../text.ts';
import { idCardSchema } from '../validators/id-card.ts';
import { mobilePhoneSchema } from '../validators/mobile-phone.ts';

/** An enterprise person (spec §5 Person); that idCard is fixed once the person exists is the server's rule. */
export const personSchema = z.object({
  name: requiredLimitedText('请输入姓名', LIMITS.name, '姓名'),
  gender: genderSchema,
  idCard: idCardSchema,
  phone: mobilePhoneSchema,
  enabled: personEnabledSchema,
  jobTitle: requiredText('请选择职称'),
  qualification: z.array(requiredText('请选择执业资格')).default([]),
});
export type Person = z.output<typeof personSchema>;
export type PersonInput = z.input<typeof personSchema>;
