import type { z } from 'zod';

/** The shape of an antd Form rule, typed structurally so this package stays free of antd. */
export interface FormRule {
  required: boolean;
  validator: (_rule: unknown, value: unknown) => Promise<void>;
}

/** Lets an antd Form.Item validate with a field schema; the form shows the schema's first message. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value) => {
      const result = await schema.safeParseAsync(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
