import { z } from 'zod';
import { HISTORY_TYPE } from '../dictionaries/history-type.ts';
import { optionalIdSchema, pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';

/** 变更历史 of an enterprise (historyType 0, id the enterprise) or of a person (1, id the person); drawn as a timeline. */
export const historyListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    id: optionalIdSchema('请指定正确的企业'),
    historyType: z.coerce
      .number()
      .pipe(z.literal([...HISTORY_TYPE.keys()], { error: '请选择历史类型' }))
      .default(0),
  }),
  fields: {},
});
