import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText } from '../text.ts';

export const introductionSchema = z.object({
  introduce: requiredText(MSG.introductionRequired),
});
export type Introduction = z.output<typeof introductionSchema>;
