import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';
import { behaviorContentField, recordFactFields } from './record-facts.ts';
import { longField, stateTextField, timeField } from './shared-fields.ts';

/** 附件查看: the PDF attachments of the credit records the caller may read, each with its record. */
export const recordAttachmentListSpec = defineListSpec({
  input: pagingQuerySchema,
  fields: {
    fileName: longField('文件名', 27),
    fileType: { title: '附件类型', width: 13 },
    ...recordFactFields,
    behaviorContentName: behaviorContentField,
    processStatusDescription: stateTextField('处理状态'),
    uploadTime: timeField('上传时间'),
  },
});

const REGISTER_ID_MESSAGE = '请指定信用记录';

/** The records similar to one (spec §2 screen 12; the review dialog draws its own table). */
export const similarRecordListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    registerId: z.coerce
      .number({ error: REGISTER_ID_MESSAGE })
      .int(REGISTER_ID_MESSAGE)
      .positive(REGISTER_ID_MESSAGE)
      .max(2_147_483_647, REGISTER_ID_MESSAGE),
  }),
  fields: {},
});
