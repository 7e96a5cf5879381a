import { CREDIT_LEVEL } from './credit-level.ts';
import { dictSchema } from './dictionary.ts';
import { QUALIFICATION_LEVEL } from './qualification-level.ts';

// Apart from the dictionaries, so a page that only labels levels (the public portal) loads no schema library.
export const qualificationLevelSchema = dictSchema(QUALIFICATION_LEVEL, '请选择资质等级');
export const creditLevelSchema = dictSchema(CREDIT_LEVEL, '请选择信用等级');
